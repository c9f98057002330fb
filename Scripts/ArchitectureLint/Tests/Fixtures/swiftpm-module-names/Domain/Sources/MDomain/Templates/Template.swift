// A resource, copied as is: never compiled.
import Glibc
