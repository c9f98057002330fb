import ProfileFeature
import SearchFeature

print(LocalSearch())
