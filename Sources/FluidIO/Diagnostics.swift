#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes one line to standard error (unbuffered, so it survives an early exit).
public func printError(_ message: String) {
  var line = message + "\n"
  line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// This program's name, as its messages start: the last part of its path, or "fluid".
public var programName: String {
  let name = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
  return name.isEmpty ? "fluid" : name
}
