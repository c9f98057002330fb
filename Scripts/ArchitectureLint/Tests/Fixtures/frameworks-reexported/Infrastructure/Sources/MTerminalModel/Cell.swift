// The kit's terminal model under this workspace's name: the one outside
// module the framework may take in.
@_exported public import KitTerminalModel
import Foundation
