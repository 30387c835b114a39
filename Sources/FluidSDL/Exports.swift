// A program needs only `import FluidSDL`: scenes, layers, events and the loop (FluidUI) and the
// motion core (FluidMotion) come with it.
@_exported import FluidMotion
@_exported import FluidUI
