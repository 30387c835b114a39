// Opens the card in a window titled "Fling to dismiss": fling it away, catch it mid-flight.
// Ctrl+Q, Esc or the window's close button quits; with no display it says so in one line, exit 1.
import FlingCard
import FluidSDL

AppLoop.main(size: Size(width: 800, height: 600)) { CardScene() }
