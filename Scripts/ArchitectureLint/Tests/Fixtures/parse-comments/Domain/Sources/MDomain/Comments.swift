// import Foundation
/// import Foundation
/* import Foundation */
/* outer /* import Foundation (nested) */ still a comment: import Dispatch */
/**
 import Glibc
 */
public struct Movie {} // import Foundation
let x = 1 /* import Foundation */ + 2
import Dispatch // the only real import: must be reported at 10:1
