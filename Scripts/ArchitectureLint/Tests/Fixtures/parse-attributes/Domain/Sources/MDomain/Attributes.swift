@testable import Foundation
@preconcurrency import Dispatch
@_spi(Internals) import Glibc
@_implementationOnly import Testing
@preconcurrency
@_spi(A) public import XCTest
