import CoreKit
import ProfileInterface
public import SearchInterface

public struct LocalSearch: SearchService {
    public func search(_ text: String) async -> [Identifier] { [] }
}
