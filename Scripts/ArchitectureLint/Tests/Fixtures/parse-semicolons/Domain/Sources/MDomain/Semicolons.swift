import Swift; import Foundation; import Dispatch
public struct Screening {}
