#if canImport(Foundation)
import Foundation
#else
import Glibc
#endif

#if os(Linux)
import Glibc
#elseif os(macOS) // a trailing comment is not part of the condition
import Darwin
#endif

#if DEBUG
  #if canImport(Testing) && swift(>=6.0)
  import Testing
  #endif
#endif
import Dispatch
