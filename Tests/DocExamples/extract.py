#!/usr/bin/env python3
"""Turns every ```swift block of the README and the DocC articles into a Swift package.

usage: python3 Tests/DocExamples/extract.py OUTPUT_DIR BIN_PATH   (run from the package root,
after `swift build`; BIN_PATH is `swift build --show-bin-path`)

The README becomes a test target of a package in OUTPUT_DIR, and each DocC catalog another,
with a file per article. The package does not build Interpose, Components and Plugins again:
its targets import the modules of the root package's debug build in BIN_PATH and link the
objects it compiled. A document's blocks are one example, read in order:

- the declarations at a block's top level (types, extensions, protocols and functions, each
  with the doc comments and attributes above it) go to the file's top level, so every block of
  the document, and every article of its catalog, sees them wherever they are declared (a
  function there captures nothing);
- `import` lines go to the top of the file, beside the modules every document gets
  (Interpose, Components, Plugins, InterposeTesting, Foundation, Synchronization, Testing);
- the other lines of each block run in a scope nested in the previous block's, inside one
  `@MainActor` test function, so a block sees the variables of the blocks above it, and may
  declare a name again.

An HTML comment on the line before a block (GitHub and DocC do not show it) marks it:

    <!-- doc-example fragment: REASON -->    compiled, never run; the blocks after it do not
                                             see its variables (it is compiled in a closure)
    <!-- doc-example unchecked: REASON -->   not compiled at all (not Swift this check can
                                             build, such as part of a Package.swift)

Every generated line carries a `#sourceLocation` of its document, so compiler errors name the
document's line and column. Files whose text is unchanged are not written again, so a second
run builds only what changed. Prints how many blocks were found, run, compiled only and left
unchecked.
"""
import hashlib
import json
import os
import re
import sys

DOCUMENTS = ["README.md"] + sorted(
    os.path.join(root, name)
    for catalog in ("Sources/Interpose/Interpose.docc", "Sources/Components/Components.docc",
                    "Sources/Plugins/Plugins.docc")
    for root, _, names in os.walk(catalog)
    for name in names
    if name.endswith(".md")
)
IMPORTS = ["Components", "Foundation", "Interpose", "InterposeTesting", "Plugins", "Synchronization", "Testing"]
PRODUCTS = ["Interpose", "Components", "Plugins", "InterposeTesting"]

FENCE = re.compile(r"^(\s*)```swift\s*$")
MARKER = re.compile(r"^\s*<!--\s*doc-example\b(.*?)-->\s*$")
MARKER_BODY = re.compile(r"^\s+(fragment|unchecked)\s*:\s*(\S.*?)\s*$")
DECLARATION = re.compile(
    r"^(@\w+(\([^)]*\))?\s+)*((public|private|fileprivate|internal|package|final|open|indirect|"
    r"nonisolated)\s+)*(class|struct|enum|protocol|extension|actor|typealias|func)\s")
ATTRIBUTE_LINE = re.compile(r"^@\w+(\(.*\))?\s*$")


class Block:
    """One ```swift block: where it starts, its lines (indent removed) and its marker."""

    def __init__(self, document, line, lines, kind, reason):
        self.document, self.line, self.lines = document, line, lines
        self.kind, self.reason = kind, reason


def read_blocks(document, errors):
    """The document's swift blocks, with their markers; marker mistakes go to `errors`."""
    with open(document, encoding="utf-8") as file:
        text = file.read().split("\n")
    blocks, marker, index = [], None, 0
    while index < len(text):
        line = text[index]
        if line.lstrip().startswith("<!--") and "doc-example" in line:
            found = MARKER.match(line)
            body = found and MARKER_BODY.match(found.group(1))
            if body:
                marker = (index + 1, body.group(1), body.group(2))
            else:
                errors.append(f"{document}:{index + 1}: error: a doc-example marker is a line of its own, "
                              "`<!-- doc-example fragment: REASON -->` or `<!-- doc-example unchecked: REASON -->`")
        elif FENCE.match(line):
            indent = len(FENCE.match(line).group(1))
            kind, reason = marker[1:] if marker else ("run", None)
            start, lines, marker = index + 2, [], None
            index += 1
            while index < len(text) and not re.match(r"^\s*```\s*$", text[index]):
                lines.append(text[index][indent:] if not text[index][:indent].strip() else text[index])
                index += 1
            blocks.append(Block(document, start, lines, kind, reason))
        elif line.strip() and marker:
            errors.append(f"{document}:{marker[0]}: error: a doc-example marker must come just before a ```swift block")
            marker = None
        index += 1
    return blocks


def depth_change(line, state):
    """How much `line` changes the bracket depth, skipping strings and comments.

    `state` carries what spans lines: an open block comment or multi-line string. Inside a
    string, `stack` holds the string and the brackets of its interpolations.
    """
    change, i, stack = 0, 0, state.setdefault("stack", [])
    while i < len(line):
        if state.get("comment") or state.get("multiline"):
            closing = "*/" if state.get("comment") else '"""'
            end = line.find(closing, i)
            if end < 0:
                return change
            state["comment"] = state["multiline"] = False
            i = end + len(closing)
            continue
        char = line[i]
        if stack and stack[-1] == '"':
            if line.startswith("\\(", i):
                stack.append("(")
                i += 1
            elif char == "\\":
                i += 1
            elif char == '"':
                stack.pop()
        elif line.startswith("//", i):
            return change
        elif line.startswith("/*", i):
            state["comment"] = True
            i += 1
        elif line.startswith('"""', i) and not stack:
            state["multiline"] = True
            i += 2
        elif char == '"':
            stack.append('"')
        elif char in "([{":
            if stack:
                stack.append(char)
            else:
                change += 1
        elif char in ")]}":
            if stack:
                stack.pop()
            else:
                change -= 1
        i += 1
    return change


def split(block):
    """The block's imports, declarations and statements, each a list of (line number, lines)."""
    imports, declarations, statements = [], [], []
    depth, state, index, lines = 0, {}, 0, block.lines
    while index < len(lines):
        line = lines[index]
        stripped = line.strip()
        if depth == 0 and re.match(r"^import\s+\w+\s*$", stripped):
            imports.append(stripped.split()[1])
            index += 1
            continue
        start = index
        # Doc comments and attribute lines belong to the declaration that follows them.
        probe = index
        while probe < len(lines) and (lines[probe].strip().startswith("///")
                                      or ATTRIBUTE_LINE.match(lines[probe].strip())):
            probe += 1
        if depth == 0 and probe < len(lines) and DECLARATION.match(lines[probe].strip()):
            end = probe
            for end in range(start, len(lines)):
                depth += depth_change(lines[end], state)
                if end >= probe and depth == 0:
                    break
            declarations.append((block.line + start, lines[start:end + 1]))
            index = end + 1
            continue
        depth += depth_change(line, state)
        if statements and statements[-1][0] + len(statements[-1][1]) == block.line + index:
            statements[-1][1].append(line)
        else:
            statements.append((block.line + index, [line]))
        index += 1
    return imports, declarations, statements


def located(document, segments, out):
    """Appends each (line number, lines) segment to `out` under a #sourceLocation of `document`."""
    for line, lines in segments:
        out.append(f'#sourceLocation(file: "{document}", line: {line})')
        out.extend(lines)
        out.append("#sourceLocation()")


def place(document):
    """The test target and file of a document: `README.md` → `Doc_README/README.swift`, an
    article of the Plugins catalog → `Doc_Plugins/ARTICLE.swift`."""
    parts = document.split("/")
    stem = re.sub(r"\W", "_", os.path.splitext(parts[-1])[0])
    return "Doc_" + (parts[1] if len(parts) > 1 else stem), stem


def generate(document, stem, blocks):
    """The Swift source for one document's blocks."""
    imports, declarations, body, scopes = set(IMPORTS), [], [], 0
    for block in blocks:
        if block.kind == "unchecked":
            continue
        block_imports, block_declarations, statements = split(block)
        imports.update(block_imports)
        located(document, block_declarations, declarations)
        if block.kind == "fragment":
            body.append("_ = { @MainActor () async throws -> Void in")
            located(document, statements, body)
            body.append("}")
        else:
            body.append("do {")
            located(document, statements, body)
            scopes += 1
    body.extend("}" * scopes)
    header = [f"// Generated from {document} by Tests/DocExamples/extract.py: edit the document, not this file.",
              f"// Compiled against modules {STAMP} (a new build of them changes this line, so this file compiles again)."]
    header += [f"import {name}" for name in sorted(imports)]
    test = [f'@Test("the examples of {document}") @MainActor func {stem}Examples() async throws {{'] + body + ["}"]
    return "\n".join(header + [""] + declarations + [""] + test) + "\n"


def modules_stamp(bin):
    """A digest of the root package's modules the examples import. The build of the generated
    package does not know it imports them, so a file of it is compiled again only when its text
    changes: each file names this digest."""
    digest = hashlib.sha256()
    for module in PRODUCTS:
        with open(os.path.join(bin, "Modules", f"{module}.swiftmodule"), "rb") as file:
            digest.update(file.read())
    return digest.hexdigest()[:16]


def objects(bin):
    """The object files of the root package's debug build of the modules the examples use: the
    ones its output file maps name, so files left from deleted sources are not linked."""
    found = []
    for module in PRODUCTS:
        with open(os.path.join(bin, f"{module}.build", "output-file-map.json"), encoding="utf-8") as file:
            found += sorted(entry["object"] for entry in json.load(file).values() if "object" in entry)
    found += sorted(os.path.join(bin, "CInterposeReaders.build", name + ".o")
                    for name in os.listdir(os.path.join("Sources", "CInterposeReaders")) if name.endswith(".c"))
    missing = [path for path in found if not os.path.exists(path)]
    if missing:
        sys.exit(f"the debug build has no {missing[0]}: run `swift build` first")
    return found


def manifest(targets, bin):
    """The generated package's manifest: the test targets, compiled against the root package's
    debug build of the modules and linked with its objects, so they are not built again."""
    modules = os.path.join(bin, "Modules")
    include = os.path.abspath(os.path.join("Sources", "CInterposeReaders", "include"))
    lines = [
        "// swift-tools-version: 6.2",
        "// Generated by Tests/DocExamples/extract.py: a test target for the README and one per DocC catalog.",
        "import PackageDescription",
        "",
        f'let modules: [String] = ["-I", "{modules}", "-I", "{include}"]',
        "let objects: [String] = [",
    ]
    lines += [f'    "{path}",' for path in objects(bin)]
    lines += [
        "]",
        "let package = Package(",
        '    name: "DocExamples",',
        "    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],",
        "    targets: [",
    ]
    # The targets are linked into one test bundle, which takes each object once: the first
    # target carries them.
    lines += [f'        .testTarget(name: "{name}", swiftSettings: [.unsafeFlags(["-suppress-warnings"] + modules)]'
              + (', linkerSettings: [.unsafeFlags(objects)]' if index == 0 else '') + '),'
              for index, name in enumerate(targets)]
    lines += ["    ]", ")"]
    return "\n".join(lines) + "\n"


def write_if_changed(path, text):
    """Writes `text` to `path` unless it already holds it, so the build sees no change."""
    if os.path.exists(path):
        with open(path, encoding="utf-8") as file:
            if file.read() == text:
                return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


def main():
    errors, targets, counts = [], {}, {"run": 0, "fragment": 0, "unchecked": 0}
    for document in DOCUMENTS:
        blocks = read_blocks(document, errors)
        for block in blocks:
            counts[block.kind] += 1
        if any(block.kind != "unchecked" for block in blocks):
            target, stem = place(document)
            targets.setdefault(target, {})[stem + ".swift"] = generate(document, stem, blocks)
    if errors:
        print("\n".join(errors))
        sys.exit(2)
    tests = os.path.join(OUT, "Tests")
    os.makedirs(tests, exist_ok=True)
    for target in os.listdir(tests):
        for name in os.listdir(os.path.join(tests, target)):
            if name not in targets.get(target, {}):
                os.remove(os.path.join(tests, target, name))
        if target not in targets:
            os.rmdir(os.path.join(tests, target))
    for target, files in targets.items():
        for name, source in files.items():
            write_if_changed(os.path.join(tests, target, name), source)
    write_if_changed(os.path.join(OUT, "Package.swift"), manifest(sorted(targets), BIN))
    total = sum(counts.values())
    documents = sum(len(files) for files in targets.values())
    print(f"{total} swift blocks in {documents} documents: {counts['run']} run, "
          f"{counts['fragment']} compiled only (fragments), {counts['unchecked']} unchecked")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    OUT, BIN = sys.argv[1], os.path.abspath(sys.argv[2])
    STAMP = modules_stamp(BIN)
    main()
