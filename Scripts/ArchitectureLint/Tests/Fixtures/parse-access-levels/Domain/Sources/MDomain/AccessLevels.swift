public import Foundation
package import Dispatch
internal import Glibc
private import Testing
fileprivate import XCTest
