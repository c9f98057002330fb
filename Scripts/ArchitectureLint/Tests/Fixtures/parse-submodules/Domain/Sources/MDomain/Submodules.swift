import Foundation.NSString
import Glibc.stdio
import Swift.Math
