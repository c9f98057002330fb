@preconcurrency
import Foundation // architecture:allow import-policy: a shim the migration removes
@_spi(Testing)
// architecture:allow import-policy: written inside the declaration
public import
    Dispatch
