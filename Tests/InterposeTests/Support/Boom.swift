import Interpose

/// An error for plugins and subscribers that fail on purpose.
enum Boom: Error {
    case now
}
