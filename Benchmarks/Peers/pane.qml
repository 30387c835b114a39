// Fluid's scene 0, the control-centre pane, in Qt Quick: a 1280×800 white window, a #808080 pane of the
// window's size with corner radius 6, a shadow above it, a grabber, two labels, and the title bar strip.
// Closed, its top edge is at 600; open, at 50. Space toggles; a running spring is retargeted by Behavior,
// keeping its velocity. Esc quits. Run by Benchmarks/Peers/qtpane.cpp (scripts/peers).
import QtQuick
import QtQuick.Window

Window {
    id: root
    width: 1280
    height: 800
    visible: true
    color: "white"
    title: "Control-centre pane (Qt Quick)"
    property bool open: false

    Item {
        anchors.fill: parent
        focus: true
        Keys.onPressed: (event) => {
            if (event.key === Qt.Key_Space || event.key === Qt.Key_Return) {
                if (!event.isAutoRepeat) root.open = !root.open
                event.accepted = true
            } else if (event.key === Qt.Key_Escape) {
                Qt.quit()
            }
        }

        Rectangle {
            id: pane
            width: root.width
            height: root.height
            y: root.open ? 50 : 600
            radius: 6
            color: "#808080"
            // ζ 0.8, response 0.35 s. SpringAnimation steps semi-implicit Euler every 16 ms:
            // v += spring·(to − y) − damping·v; y += v·0.016. The naive map (k = spring/0.016,
            // c = damping/0.016) gives spring 5.156, damping 0.4596, but the stepping damps more
            // (ζ ≈ 0.92): on the 550 px move it overshoots 0.3 px, not 8.3, and is up to 58 px off.
            // These values give one 16 ms step the exact spring's eigenvalues e^{λ·0.016}, so the
            // same decay and frequency (overshoot 8.4 px; up to 31 px, about a step, ahead):
            // damping = 1 − e^{−2ζωh}, spring = (2 − damping − 2e^{−ζωh}·cos(ω_d·h))/h,
            // ω = 2π/0.35, ω_d = ω·√(1 − ζ²), h = 0.016.
            Behavior on y {
                SpringAnimation { spring: 4.1057; damping: 0.36844; epsilon: 0.01 }
            }

            // Shadow: black 18 % fading out over 12 px above the top edge, as Fluid's (feather 18,
            // 2 px up) looks; the software renderer has no blur effect, and the pane spans the
            // window, so only its top edge casts a visible shadow.
            Rectangle {
                y: -12
                width: parent.width
                height: 12
                gradient: Gradient {
                    GradientStop { position: 0; color: "#00000000" }
                    GradientStop { position: 1; color: "#2e000000" }
                }
            }
            Rectangle {
                x: parent.width / 2 - 18; y: 8; width: 36; height: 5; radius: 2.5
                color: "#b8b8b8"
            }
            Text {
                x: 16; y: 26; width: parent.width - 32; height: 22
                horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
                font.family: "DejaVu Sans"; font.pixelSize: 15; font.bold: true
                color: "white"
                text: "Driver: exact spring (ζ 0.8, response 0.35 s)"
            }
            Text {
                x: 16; y: 50; width: parent.width - 32; height: 18
                horizontalAlignment: Text.AlignHCenter; verticalAlignment: Text.AlignVCenter
                font.family: "DejaVu Sans"; font.pixelSize: 13
                color: "#e6e6e6"
                text: "Drag or flick the pane · click anywhere to toggle · D: next driver"
            }
        }

        Rectangle {  // the title bar strip
            width: parent.width; height: 32
            color: "#b8000000"
            Rectangle { x: 12; y: 11; width: 10; height: 10; radius: 5; color: "#808080" }
            Text {
                x: 30; width: parent.width / 2; height: 32; verticalAlignment: Text.AlignVCenter
                font.family: "DejaVu Sans"; font.pixelSize: 14; font.bold: true
                color: "white"
                text: "0  Control-centre pane"
            }
            Text {
                x: parent.width / 2; width: parent.width / 2 - 12; height: 32
                horizontalAlignment: Text.AlignRight; verticalAlignment: Text.AlignVCenter
                font.family: "DejaVu Sans"; font.pixelSize: 12
                color: "#a6a6a6"
                text: "H help · S slow · V physics · Tab next"
            }
        }
    }
}
