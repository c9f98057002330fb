// A processed resource: never compiled.
import Dispatch
