import Foundation

/// The scripts a run plays, found from what a person typed: files as given, and every `.mt`
/// and `.mts` under a folder, in one stable order whatever the file system lists first.
///
/// A folder's custom command files (`Type.Action.mt`) are left out, as they run when a script
/// says their command and not on their own; so are hidden folders such as `.build`.
///
/// ```swift
/// let paths = try ScriptCollection.paths(["tests", "smoke.mt"])   // sorted, each once
/// ```
public enum ScriptCollection {
    /// Why the inputs name no script to run.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        /// What is wrong, naming the input.
        public let description: String
    }

    /// Every script `inputs` name, sorted by path, each once.
    ///
    /// - Throws: A ``Problem`` for an input that does not exist, or a folder with no scripts.
    public static func paths(_ inputs: [String]) throws(Problem) -> [String] {
        var found: Set<String> = []
        for input in inputs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
                throw Problem(description: "\(input): no such file or folder")
            }
            guard isFolder.boolValue else {
                found.insert(input)
                continue
            }
            let scripts = scripts(under: input)
            guard !scripts.isEmpty else { throw Problem(description: "\(input): no .mt or .mts scripts in the folder") }
            found.formUnion(scripts)
        }
        return found.sorted()
    }

    /// The scripts under `folder`, at any depth.
    private static func scripts(under folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var scripts: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = ScriptPath.lastComponent(of: relative)
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            if isScript(name) { scripts.append(base.isEmpty ? relative : "\(base)/\(relative)") }
        }
        return scripts
    }

    /// Whether a file named `name` is a script or a suite a run plays on its own.
    static func isScript(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if lowered.hasSuffix(".mts") { return true }
        // `Type.Action.mt` is a custom command, run by the scripts that say it.
        return lowered.hasSuffix(".mt") && name.split(separator: ".").count == 2
    }
}
