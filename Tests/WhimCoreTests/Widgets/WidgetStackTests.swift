import Testing
import WhimCore
import WhimGraphics

/// VStack and HStack: spacing, padding, alignment, spacers, hidden children, shrinking and growing.
@Suite struct WidgetStackTests {
    @Test func columnPlacesChildrenWithSpacingPaddingAndEachAlignment() {
        for (alignment, x, width) in [
            (StackWidget.Alignment.leading, 10.0, 40.0), (.center, 75.0, 40.0), (.trailing, 140.0, 40.0), (.fill, 10.0, 170.0),
        ] {
            let a = FixedBox(40, 20), b = FixedBox(40, 30)
            let stack = VStack(spacing: 6, padding: EdgeInsets(top: 4, left: 10, bottom: 4, right: 10), alignment: alignment, [a, b])
            _ = widgetHost(stack, size: Size(width: 190, height: 100))
            #expect(a.frame == Rect(x: x, y: 4, width: width, height: 20), "\(alignment)")
            #expect(b.frame == Rect(x: x, y: 30, width: width, height: 30), "\(alignment)")
        }
    }

    @Test func rowPlacesChildrenWithSpacingPaddingAndAlignment() {
        for (alignment, y, height) in [
            (StackWidget.Alignment.leading, 5.0, 10.0), (.center, 15.0, 10.0), (.trailing, 25.0, 10.0), (.fill, 5.0, 30.0),
        ] {
            let a = FixedBox(30, 10), b = FixedBox(20, 10)
            let row = HStack(spacing: 8, padding: EdgeInsets(all: 5), alignment: alignment, [a, b])
            _ = widgetHost(row, size: Size(width: 200, height: 40))
            #expect(a.frame == Rect(x: 5, y: y, width: 30, height: height), "\(alignment)")
            #expect(b.frame == Rect(x: 43, y: y, width: 20, height: height), "\(alignment)")
        }
    }

    @Test func hiddenChildrenTakeNoSpaceNorSpacing() {
        let a = FixedBox(10, 10), hidden = FixedBox(50, 50), b = FixedBox(10, 10)
        hidden.isHidden = true
        let column = VStack(spacing: 10, alignment: .leading, [a, hidden, b])
        let panel = widgetHost(column, size: Size(width: 100, height: 100))
        #expect(b.frame.minY == 20)
        #expect(column.sizeThatFits(Size(width: 100, height: .infinity), in: LayoutContext()).height == 30)
        // Showing it again makes room for it.
        hidden.isHidden = false
        panel.layoutIfNeeded()
        #expect(hidden.frame.minY == 20 && b.frame.minY == 80)

        let c = FixedBox(10, 10), gone = FixedBox(30, 10), d = FixedBox(10, 10)
        gone.isHidden = true
        let row = HStack(spacing: 5, [c, gone, d])
        _ = widgetHost(row, size: Size(width: 100, height: 10))
        #expect(d.frame.minX == 15)
    }

    @Test func spacersShareTheLeftOverSpace() {
        let a = FixedBox(10, 10), b = FixedBox(10, 10), c = FixedBox(10, 10)
        let s1 = Spacer(), s2 = Spacer(minLength: 4)
        let row = HStack(spacing: 0, [a, s1, b, s2, c])
        _ = widgetHost(row, size: Size(width: 104, height: 10))
        // 104 - 30 fixed - 4 minimum = 70 shared equally.
        #expect(s1.frame.width == 35 && s2.frame.width == 39)
        #expect(c.frame.maxX == 104)

        let top = FixedBox(10, 10), bottom = FixedBox(10, 10)
        let column = VStack(spacing: 0, [top, Spacer(), bottom])
        _ = widgetHost(column, size: Size(width: 50, height: 200))
        #expect(bottom.frame.maxY == 200)
    }

    @Test func labelsInATooNarrowRowShrinkAndEllipsize() {
        let icon = Icon(.bus, size: 24)
        let label = Label("Rautatientori, the railway square of Helsinki")
        let row = HStack(spacing: 8, [icon, label])
        _ = widgetHost(row, size: Size(width: 150, height: 30))
        #expect(icon.frame.width == 24)
        #expect(label.frame.maxX <= 150)
        #expect(label.laidOutLines.first?.hasSuffix("…") == true)
    }

    @Test func aListInATooShortColumnShrinksAndScrolls() {
        let header = FixedBox(100, 40)
        let list = ListView(rows: (0..<10).map { ListRow(id: "\($0)", title: "Row \($0)") }, rowHeight: 40, visibleRowLimit: 10)
        let column = VStack(spacing: 0, [header, list])
        _ = widgetHost(column, size: Size(width: 200, height: 200))
        #expect(header.frame.height == 40)
        #expect(list.frame == Rect(x: 0, y: 40, width: 200, height: 160))
        #expect(list.maxScroll == 240)
    }

    @Test func aTextFieldTakesTheRestOfARow() {
        let back = Button("", icon: .back, style: .plain)
        let field = TextField(placeholder: "Search")
        let row = HStack(spacing: 10, [back, field])
        _ = widgetHost(row, size: Size(width: 300, height: 44))
        #expect(back.frame.width == Theme.standard.controlHeight)
        #expect(field.frame.minX == back.frame.maxX + 10 && field.frame.maxX == 300)
    }

    @Test func fittingSizeOfNestedStacks() {
        let context = LayoutContext()
        let row = HStack(spacing: 4, padding: EdgeInsets(all: 2), [FixedBox(10, 8), FixedBox(20, 12)])
        #expect(row.sizeThatFits(Size(width: .infinity, height: .infinity), in: context) == Size(width: 38, height: 16))
        let column = VStack(spacing: 3, padding: EdgeInsets(horizontal: 5, vertical: 1), [row, FixedBox(50, 10)])
        #expect(column.sizeThatFits(Size(width: .infinity, height: .infinity), in: context) == Size(width: 60, height: 31))
        #expect(column.sizeThatFits(Size(width: 200, height: .infinity), in: context).width == 200)
    }
}
