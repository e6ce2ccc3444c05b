/// The records reducer: inserting a record and selecting it, deleting one, as an app's code
/// does with `modelContext.insert(_:)` and `modelContext.delete(_:)`.
extension AppState {
    /// Inserts a record of `type` titled `title` and selects it in the focused scene: in the
    /// split-view column that lists the type (its filter field set to the previous column's
    /// selection, so the row shows in the list), else pushed when the type has a destination.
    /// The id is the type in lowercase and the first free number (`note-1`); the fields are
    /// those of the type's records, each empty (`false`, `""`, `[]`).
    ///
    /// - Returns: what happened (`Inserted Note:note-1 "New Note"`).
    /// - Complexity: O(n) in the type's records and their fields.
    public mutating func insertRecord(_ type: String, title: String, in model: NavigationModel) throws(NavigationError)
        -> String
    {
        guard let existing = records[type] else {
            throw NavigationError(
                "no record type '\(type)'"
                    + (records.isEmpty ? "" : " (types: \(records.keys.sorted().joined(separator: ", ")))"))
        }
        let ids = Set(existing.map(\.id))
        let stem = type.lowercased()
        var number = 1
        while ids.contains("\(stem)-\(number)") { number += 1 }
        var fields: [String: FieldValue] = [:]
        for record in existing {
            for (name, value) in record.fields where fields[name] == nil { fields[name] = value.empty }
        }
        let value = PathValue(type: type, id: "\(stem)-\(number)")
        var scene = focusedScene
        if let split = model.splitLayout, let index = split.columns.firstIndex(where: { $0.lists == type }) {
            let column = split.columns[index]
            if let field = column.filterField, index > 0,
                let parent = scene.split?.selections.dropFirst(index - 1).first
            {
                fields[field] = .text(parent.id)
            }
            records[type, default: []].append(Record(type: type, id: value.id, title: title, fields: fields))
            try scene.select(column: column.name, value: value, in: model, records: records)
        } else {
            records[type, default: []].append(Record(type: type, id: value.id, title: title, fields: fields))
            if model.destinations[type] != nil { try scene.push(value, in: model, records: records) }
        }
        focusedScene = scene
        return "Inserted \(value) \"\(title)\""
    }

    /// Deletes the record `value` names. Every window forgets it: a path that shows it ends
    /// before it, a split view's selection of it (and the deeper ones) is cleared, a sheet
    /// whose item it is goes. Other records' fields that name it keep the id.
    ///
    /// - Returns: what happened (`Deleted Note:groceries "Groceries"`).
    /// - Complexity: O(n + p) in the type's records and the scenes' paths.
    public mutating func deleteRecord(_ value: PathValue) throws(NavigationError) -> String {
        guard let index = records[value.type]?.firstIndex(where: { $0.id == value.id }) else {
            throw records.missingRecord(value)
        }
        let record = records[value.type]?.remove(at: index)
        for i in scenes.indices { scenes[i].forget(value) }
        return "Deleted \(value) \"\(record?.title ?? value.id)\""
    }
}

extension SceneState {
    /// Drops `value`, a deleted record, from what the window shows.
    package mutating func forget(_ value: PathValue) {
        if let cut = stack.firstIndex(of: value) { stack.removeSubrange(cut...) }
        if let cut = split?.selections.firstIndex(of: value) {
            split?.selections.removeSubrange(cut...)
            split?.detailPath = []
        } else if let cut = split?.detailPath.firstIndex(of: value) {
            split?.detailPath.removeSubrange(cut...)
        }
        for (tab, path) in tabs?.paths ?? [:] {
            if let cut = path.firstIndex(of: value) { tabs?.paths[tab] = Array(path[..<cut]) }
        }
        if sheet?.item == value { sheet = nil }
    }
}

extension FieldValue {
    /// The empty value of the same kind: `false`, `""`, `[]`.
    var empty: FieldValue {
        switch self {
        case .bool: .bool(false)
        case .text: .text("")
        case .list: .list([])
        }
    }
}
