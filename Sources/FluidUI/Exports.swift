// Scenes are written in FluidMotion's types (Vector2, springs, the animator): `import FluidUI` brings
// them along.
@_exported import FluidMotion
