/// An item of any ``ListItem`` type, so one list can show rows of several unrelated types.
///
/// ```swift
/// struct Banner: ListItem, Sendable { let id: String; var kind: RowKind { "banner" } }
/// struct Story: ListItem, Sendable { let id: Int; var title: String; var kind: RowKind { "story" } }
///
/// let items: [AnyListItem] = [AnyListItem(Banner(id: "welcome")), AnyListItem(Story(id: 1, title: "Hi"))]
/// let adapter = RowAdapter<AnyListItem>(kind: "story", make: { Label() }) { label, item in
///     label.text = (item.base as? Story)?.title ?? ""
/// }
/// ```
///
/// Ids of different types never collide: a `Story` with id 1 and a `Comment` with id 1 are two
/// items. Two items are equal when they are of the same type and equal as that type. The
/// wrapped items and their ids must be `Sendable`, so the whole list is, and can be diffed away
/// from the main thread.
public struct AnyListItem: ListItem, Sendable {
    /// An identity that includes the wrapped item's type.
    public struct ID: Hashable, Sendable {
        let type: ObjectIdentifier
        let value: any Hashable & Sendable

        /// The id of the item of type `type` whose own id is `id`: what ``AnyListItem/id`` is for
        /// that item once wrapped, to find it in a list of mixed items
        /// (`dataSource.indexPath(ofItemWithID: AnyListItem.ID(Story.self, "s1"))`).
        public init<Base: ListItem>(_ type: Base.Type, _ id: Base.ID) where Base.ID: Sendable {
            self.type = ObjectIdentifier(type)
            value = id
        }

        public static func == (lhs: ID, rhs: ID) -> Bool {
            lhs.type == rhs.type && lhs.value.isEqual(to: rhs.value)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(type)
            value.hash(into: &hasher)
        }
    }

    /// The wrapped item.
    public let base: any ListItem & Sendable
    /// The wrapped item's id, with its type.
    public let id: ID

    /// Wraps `item`.
    public init<Base: ListItem & Sendable>(_ item: Base) where Base.ID: Sendable {
        base = item
        id = ID(Base.self, item.id)
    }

    /// The wrapped item's kind.
    public var kind: RowKind { base.kind }

    /// The wrapped item's height hint.
    public var heightHint: Int? { base.heightHint }

    public static func == (lhs: AnyListItem, rhs: AnyListItem) -> Bool {
        lhs.id == rhs.id && lhs.base.isEqual(to: rhs.base)
    }
}

extension ListItem {
    /// Whether `other` is of this item's type and equal to it.
    fileprivate func isEqual(to other: any ListItem) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension Hashable {
    /// Whether `other` is of this value's type and equal to it.
    fileprivate func isEqual(to other: any Hashable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
