/// The order a key down meets the window's key commands in.
extension FocusSystem {
  /// The key commands a key down meets before the scene's ``Scene/handle(_:)``, first match wins:
  /// `responder`'s commands that want priority over the focus (``KeyCommand/wantsPriorityOverFocus``:
  /// a calculator's Enter, an open panel's Esc), the focus's own (Tab, the focused control's keys),
  /// then the rest of the chain from `responder` on (UIKit's responder chain: the scene, the
  /// navigation around it, the app).
  ///
  /// A key none of them took goes to the scene's ``Scene/handle(_:)``, then to the focus's arrows in
  /// a container (``arrowCommands``), the last resort; ``FrameCore`` hands every key down so. Each
  /// command is met once.
  ///
  /// ```swift
  /// let focus = scene.context.focus
  /// let chain = focus.commandChain(after: scene as? any KeyResponder) + focus.arrowCommands
  /// for command in chain where !command.isHidden { print(command.label, command.title) }
  /// ```
  public func commandChain(after responder: (any KeyResponder)?) -> [KeyCommand] {
    let chain = responder?.keyCommandChain ?? []
    return chain.filter(\.wantsPriorityOverFocus) + keyCommands + chain.filter { !$0.wantsPriorityOverFocus }
  }
}
