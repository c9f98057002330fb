import MData
import MDomain
import MPresentation

print(MovieScreen().render(Movie(title: "M")))
