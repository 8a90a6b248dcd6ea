/// The alignment across the axis, as UIKit's iOS 10 dump shows it: the first visible view is
/// the reference the others align to; an edge the alignment pins connects the canvas to it, an edge it leaves
/// free connects the canvas to the alignment spanner (a guide that spans every visible view) with two or more
/// visible views, or to the single view with an inequality. Any alignment but fill aligns hidden views too, with
/// the same required equality, so there the first arranged view, hidden or not, anchors the alignment (and the
/// canvas's connection on the aligned attribute, with leading, center and trailing): the same system, which hiding
/// the first view leaves in place.
extension StackArrangement {
    /// The alignment in effect: the baseline alignments are for horizontal stacks; a vertical stack reads them as
    /// leading and trailing.
    var effectiveAlignment: StackView.Alignment {
        switch (stack.alignment, stack.axis) {
        case (.firstBaseline, .vertical): .leading
        case (.lastBaseline, .vertical): .trailing
        default: stack.alignment
        }
    }

    /// The priority that aligns a hidden view in a fill-aligned stack: the lowest, so it never pulls on the others.
    static let hiddenAlignmentPriority: LayoutPriority = 1

    /// The views alignment reads: the visible ones, or all of them when every one is hidden.
    private var alignedItems: [View] {
        let visible = visibleItems
        return visible.isEmpty ? items : visible
    }

    /// Whether the alignment needs the spanner guide: any alignment but fill, with two or more views to span.
    var usesAlignmentSpanner: Bool {
        !items.isEmpty && effectiveAlignment != .fill && alignedItems.count >= 2
    }

    /// The attribute the views are aligned on.
    private var alignedAttribute: LayoutAttribute {
        switch effectiveAlignment {
        case .fill, .leading: across.leading
        case .center: across.center
        case .trailing: across.trailing
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }

    func alignmentConstraints(spanner: LayoutGuide?) -> [ConstraintSpec] {
        let aligned = alignedItems
        guard let reference = aligned.first else { return [] }
        let alignment = effectiveAlignment
        var specs: [ConstraintSpec] = []
        let (lead, trail, center, size) = (across.leading, across.trailing, across.center, across.size)

        // Any alignment but fill aligns every view, hidden ones too (so they stay put), with a required equality on
        // the one attribute: aligning them all with the first arranged view, hidden or not, is the same system, and
        // hiding or showing the first view then leaves every alignment in place.
        let anchor = alignment == .fill ? reference : items[0]
        // UISV-alignment: every other view against the anchor.
        let anyVisible = isVisible.contains(true)
        for (item, visible) in zip(items, isVisible) where item !== anchor {
            if alignment == .fill {
                // A hidden view is placed across the axis as the others, but at the lowest priority: its own size
                // (a hidden 400-point-tall image) must not size the stack, as it would through two required edges.
                let priority: LayoutPriority = visible || !anyVisible ? .required : Self.hiddenAlignmentPriority
                specs.append(ConstraintSpec("UISV-alignment", reference, lead, .equal, item, lead, priority: priority))
                specs.append(
                    ConstraintSpec("UISV-alignment", reference, trail, .equal, item, trail, priority: priority))
            } else {
                specs.append(ConstraintSpec("UISV-alignment", anchor, alignedAttribute, .equal, item, alignedAttribute))
            }
        }

        if alignment == .fill {
            specs.append(ConstraintSpec("UISV-canvas-connection", canvas, lead, .equal, reference, lead))
            specs.append(ConstraintSpec("UISV-canvas-connection", reference, trail, .equal, canvas, trail))
            return specs
        }

        if let spanner, aligned.count >= 2 {
            for item in aligned {
                switch alignment {
                case .leading:
                    specs.append(
                        ConstraintSpec("UISV-spanning-boundary", spanner, lead, .equal, item, lead, priority: 999.5))
                    specs.append(
                        ConstraintSpec("UISV-spanning-boundary", spanner, trail, .greaterThanOrEqual, item, trail))
                case .trailing:
                    specs.append(ConstraintSpec("UISV-spanning-boundary", spanner, lead, .lessThanOrEqual, item, lead))
                    specs.append(
                        ConstraintSpec("UISV-spanning-boundary", spanner, trail, .equal, item, trail, priority: 999.5))
                default:
                    specs.append(ConstraintSpec("UISV-spanning-boundary", spanner, lead, .lessThanOrEqual, item, lead))
                    specs.append(
                        ConstraintSpec("UISV-spanning-boundary", spanner, trail, .greaterThanOrEqual, item, trail))
                }
            }
            switch alignment {
            case .leading:
                specs.append(ConstraintSpec("UISV-canvas-connection", canvas, lead, .equal, anchor, lead))
                specs.append(ConstraintSpec("UISV-canvas-connection", spanner, trail, .equal, canvas, trail))
            case .center:
                specs.append(ConstraintSpec("UISV-canvas-connection", canvas, lead, .equal, spanner, lead))
                specs.append(ConstraintSpec("UISV-canvas-connection", spanner, trail, .equal, canvas, trail))
                specs.append(ConstraintSpec("UISV-canvas-connection", canvas, center, .equal, anchor, center))
            case .trailing:
                specs.append(ConstraintSpec("UISV-canvas-connection", canvas, lead, .equal, spanner, lead))
                specs.append(ConstraintSpec("UISV-canvas-connection", anchor, trail, .equal, canvas, trail))
            case .firstBaseline:
                specs.append(ConstraintSpec("UISV-canvas-connection", canvas, lead, .equal, spanner, lead))
                specs.append(ConstraintSpec("UISV-canvas-connection", spanner, trail, .equal, canvas, trail))
            case .lastBaseline:
                specs.append(ConstraintSpec("UISV-canvas-connection", canvas, lead, .equal, spanner, lead))
                specs.append(
                    ConstraintSpec("UISV-canvas-connection", canvas, trail, .greaterThanOrEqual, reference, trail))
            case .fill:
                break
            }
            specs.append(ConstraintSpec("UISV-spanning-fit", spanner, size, .equal, nil, priority: 51))
            if alignment == .firstBaseline || alignment == .lastBaseline {
                specs.append(ConstraintSpec("UISV-canvas-fit", canvas, size, .equal, nil, priority: 49))
                specs += textWidthDisambiguation(aligned)
            }
        } else {
            // A single view: pinned edges are equalities, free edges inequalities, and the canvas hugs it.
            let pinsLeading = alignment == .leading, pinsTrailing = alignment == .trailing
            specs.append(
                ConstraintSpec(
                    "UISV-canvas-connection", canvas, lead, pinsLeading ? .equal : .lessThanOrEqual,
                    reference, lead))
            specs.append(
                ConstraintSpec(
                    "UISV-canvas-connection", canvas, trail,
                    pinsTrailing ? .equal : .greaterThanOrEqual, reference, trail))
            if alignment == .center {
                specs.append(ConstraintSpec("UISV-canvas-connection", canvas, center, .equal, reference, center))
            }
            specs.append(ConstraintSpec("UISV-canvas-fit", canvas, size, .equal, nil, priority: 49))
        }
        // Every view gets a length across the axis, if only a weak zero, so none is left ambiguous.
        for item in items {
            specs.append(ConstraintSpec("UISV-ambiguity-suppression", item, size, .equal, nil, priority: 25))
        }
        return specs
    }

    /// Wrapping labels in a baseline-aligned row share the width at 760, so their heights (which follow their
    /// widths) are not ambiguous.
    private func textWidthDisambiguation(_ aligned: [View]) -> [ConstraintSpec] {
        let share = 1 / Double(aligned.count)
        return aligned.compactMap { item in
            guard let label = item as? Label, label.numberOfLines != 1 else { return nil }
            return ConstraintSpec(
                "UISV-text-width-disambiguation", label, along.size, .equal, canvas, along.size,
                multiplier: share, priority: 760)
        }
    }
}
