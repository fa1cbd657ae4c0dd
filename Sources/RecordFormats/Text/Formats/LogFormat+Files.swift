import Glibc

extension LogFormat {
    /// A format written as a JSON object, as a format file holds it:
    ///
    /// ```json
    /// {
    ///   "name": "my-service",
    ///   "pattern": "^(?<time>\\S+ \\S+) (?<level>\\w+) \\[(?<thread>[^\\]]*)\\] (?<message>.*)$",
    ///   "types": {"status": "integer"},
    ///   "levels": {"error": ["BAD"], "warning": ["HMM"]}
    /// }
    /// ```
    ///
    /// `types` and `levels` may be left out; a level's name is one of ``LogLevel``'s.
    /// - Parameters:
    ///   - json: The file's bytes.
    ///   - path: The file, for messages.
    public init(json: [UInt8], path: String) throws(LogFormatError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(json, path: path)
        } catch {
            throw LogFormatError(.notJSON(line: error.line, column: error.column), path: path)
        }
        guard case .object(let members) = value else { throw LogFormatError(.notAnObject, path: path) }
        let member = { (key: String) in members.first { $0.key == key }?.value }
        guard case .string(let name)? = member("name") else { throw LogFormatError(.missing("name"), path: path) }
        guard case .string(let pattern)? = member("pattern") else { throw LogFormatError(.missing("pattern"), path: path) }
        var types: [String: FieldType] = [:]
        if case .object(let typeMembers)? = member("types") {
            for (field, type) in typeMembers {
                guard case .string(let typeName) = type, let fieldType = FieldType(rawValue: typeName) else {
                    throw LogFormatError(.unknownType(field: field, type: type.compactJSON(limit: 40)), path: path)
                }
                types[field] = fieldType
            }
        }
        var levels: [String: LogLevel] = [:]
        if case .object(let levelMembers)? = member("levels") {
            for (levelName, words) in levelMembers {
                guard let level = LogLevel(rawValue: levelName) else { throw LogFormatError(.unknownLevel(levelName), path: path) }
                let list = if case .array(let items) = words { items } else { [words] }
                for case .string(let word) in list { levels[word] = level }
            }
        }
        do {
            try self.init(name: name, pattern: pattern, types: types, levels: levels)
        } catch {
            throw LogFormatError(error.problem, path: path)
        }
    }

    /// The formats of the `.json` files in `directory`, in the order of their names, and why
    /// each file that cannot be used cannot; none when the directory does not exist.
    public static func formats(in directory: String) -> (formats: [LogFormat], errors: [LogFormatError]) {
        guard let stream = opendir(directory) else { return ([], []) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name.hasSuffix(".json") && !name.hasPrefix(".") { names.append(name) }
        }
        var formats: [LogFormat] = []
        var errors: [LogFormatError] = []
        for name in names.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            do throws(LogFormatError) {
                guard let bytes = Self.contents(of: path) else { throw LogFormatError(.cannotRead(errno: errno), path: path) }
                formats.append(try LogFormat(json: bytes, path: path))
            } catch {
                errors.append(error)
            }
        }
        return (formats, errors)
    }

    /// The directory a user's format files are in: `$XDG_CONFIG_HOME/list-viewer/formats`, or
    /// `~/.config/list-viewer/formats`.
    public static var userDirectory: String {
        let environment = { (name: String) in getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } }
        let config = environment("XDG_CONFIG_HOME") ?? ((environment("HOME") ?? "") + "/.config")
        return config + "/list-viewer/formats"
    }

    /// A small file's bytes (a format file is at most a megabyte); `nil` when it cannot be read.
    private static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: 1 << 20)
        let count = fread(&bytes, 1, bytes.count, file)
        guard ferror(file) == 0 else { return nil }
        return Array(bytes.prefix(count))
    }
}
