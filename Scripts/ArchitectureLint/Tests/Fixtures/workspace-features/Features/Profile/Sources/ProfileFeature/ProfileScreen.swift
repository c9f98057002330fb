import CoreKit
import ProfileInterface
import SearchFeature

struct ProfileScreen {
    let search = LocalSearch()
}
