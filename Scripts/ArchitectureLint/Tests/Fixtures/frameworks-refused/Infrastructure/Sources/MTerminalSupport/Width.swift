public func displayWidth(_ text: String) -> Int { text.count }
