// Fluid's scroll-scene list in Qt Quick: a ListView over a model of 1,000,000 rows at the place and size
// Fluid lays its list out in a 1280×800 window (x 204, y 100, 420 × 644), each row 56 px: a dot in one
// of six colours, "Row N" in 17-px white, a rule. Qt Quick creates delegates only for the rows in view,
// as Fluid's ListView keeps cells only for them. Esc quits. Run by Benchmarks/Peers/qtpane.cpp
// (scripts/peers, the list rows).
import QtQuick
import QtQuick.Window

Window {
    width: 1280
    height: 800
    visible: true
    color: "#1c1c1e"
    title: "A million rows (Qt Quick)"
    readonly property var dots: ["#BF5AF2", "#64D2FF", "#30D158", "#FFD60A", "#FF6961", "#E5E5EA"]

    ListView {
        id: list
        x: 204
        y: 100
        width: 420
        height: 644
        clip: true
        focus: true
        model: 1000000
        maximumFlickVelocity: 10000
        flickDeceleration: 600 // a glide as long as Fluid's (UIKit's 0.998 per ms): both present for the whole 4 s
        Keys.onEscapePressed: Qt.quit()
        delegate: Item {
            required property int index
            width: 420
            height: 56
            Rectangle {
                x: 16
                y: 16
                width: 24
                height: 24
                radius: 12
                color: dots[index % 6]
            }
            Text {
                x: 56
                width: 348
                anchors.verticalCenter: parent.verticalCenter
                text: "Row " + (index + 1)
                color: "white"
                font.pixelSize: 17
            }
            Rectangle {
                x: 56
                y: 55
                width: 364
                height: 1
                color: "#14ffffff"
            }
        }
    }
}
