let quote = /"/
import Foundation
let slashes = /a\/*b/
let text = "*/ import NotAModule"
