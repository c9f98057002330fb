let single = "import Foundation"
let escaped = "quote \" import Foundation"
let multi = """
    import Foundation
    "still inside" import Dispatch
    """
let raw = #"import Foundation "quoted" \(notInterpolated)"#
let rawMulti = ##"""
    import Foundation
    """# not the end
    """##
let interpolated = "a \("import Foundation" + "\("nested import Dispatch")") b"
let regex = #/import Foundation/#
import Glibc // the only real import: 14:1
