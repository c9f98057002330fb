public struct Movie {
    #if SOMEFLAG
    let note = "a package without traits may use flags of its own"
    #endif
}
