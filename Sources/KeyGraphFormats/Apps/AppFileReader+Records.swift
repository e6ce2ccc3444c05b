import KeyGraph

/// Records in an app file.
extension AppFileReader {
    /// `"records": {"Recipe": [{"id": …, "title": …, "fields": {…}}]}`
    mutating func readRecords(_ node: JSONNode?) -> [String: [Record]] {
        guard let node else { return [:] }
        guard let members = node.members else {
            error("\"records\" maps a type name to its records, found \(node.kindDescription)", at: node.position)
            return [:]
        }
        var out: [String: [Record]] = [:]
        for member in members {
            let type = member.key
            if !(type.first?.isUppercase ?? false) || !type.allSatisfy({ $0.isLetter || $0.isNumber }) {
                error(
                    "a record type starts with an uppercase letter and has only letters and digits: '\(type)'",
                    at: member.keyPosition, length: type.count + 2)
                continue
            }
            guard let elements = array(member.value, type) else { continue }
            var records: [Record] = []
            var seen: Set<String> = []
            for element in elements {
                guard let object = object(element, "a record", allowed: AppObjectSpec.record.names),
                    let id = string("id", in: object, "a record", required: true)
                else { continue }
                if !seen.insert(id).inserted {
                    error("duplicate record '\(type):\(id)'", at: object["id"]?.position ?? element.position)
                }
                let title = string("title", in: object, "a record") ?? id
                var fields: [String: FieldValue] = [:]
                if let fieldsNode = object["fields"] {
                    if let fieldMembers = fieldsNode.members {
                        for field in fieldMembers {
                            switch field.value.value {
                            case .bool(let b): fields[field.key] = .bool(b)
                            case .string(let s): fields[field.key] = .text(s)
                            case .array(let items) where items.allSatisfy({ $0.string != nil }):
                                fields[field.key] = .list(items.compactMap(\.string))
                            default:
                                error(
                                    "a field holds true/false, a string or an array of ids, found \(field.value.kindDescription)",
                                    at: field.value.position)
                            }
                        }
                    } else {
                        error(
                            "\"fields\" must be an object, found \(fieldsNode.kindDescription)", at: fieldsNode.position
                        )
                    }
                }
                records.append(Record(type: type, id: id, title: title, fields: fields))
            }
            out[type] = records
        }
        return out
    }
}
