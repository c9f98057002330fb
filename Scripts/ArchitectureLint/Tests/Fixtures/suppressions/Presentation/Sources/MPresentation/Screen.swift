import MDomain
// architecture:allow import-policy: a migration shim, removed with ticket 42
import Dispatch
import Glibc // architecture:allow import-policy
// architecture:allow import-policy: nothing on the next line breaks the rule
import MDomain
// architecture:allow no-such-rule: the rule name is wrong
import Foundation
