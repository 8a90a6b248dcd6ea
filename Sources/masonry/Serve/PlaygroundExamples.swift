/// The shipped examples (`Examples/*.layout`, then `Examples/mistakes/*.layout`), compiled in so the playground
/// reads no file but its FILE. Written by `Scripts/update-playground-examples`; a test keeps them equal to the
/// files.
enum PlaygroundExamples {
    /// `(path relative to Examples/, text)`, in menu order.
    static let all: [(name: String, text: String)] = [
        (
            "animated.layout",
            #"""
            # The animated example at rest: a 100×50 box, centred, its top 418 points down (the demo animates it to 700 and back).
            canvas 375x667
            view box size 100x50
            box.centerX == root.centerX
            box.top == root.top + 418

            """#
        ),
        (
            "bar.layout",
            #"""
            # Three equal buttons in a bottom bar, 20 points apart: each is a third of the bar less 80/3.
            canvas 375x667
            view bottomBar
            view cancelButton in bottomBar
            view okButton in bottomBar
            view moreButton in bottomBar

            bottomBar.left == root.left
            bottomBar.right == root.right
            bottomBar.bottom == root.bottom
            bottomBar.height == 60

            cancelButton.top == bottomBar.top + 10
            cancelButton.bottom == bottomBar.bottom - 10
            cancelButton.width == bottomBar.width / 3 - 26.666666666666668
            cancelButton.left == bottomBar.left + 20

            okButton.top == bottomBar.top + 10
            okButton.bottom == bottomBar.bottom - 10
            okButton.width == bottomBar.width / 3 - 26.666666666666668
            okButton.left == cancelButton.right + 20

            moreButton.top == bottomBar.top + 10
            moreButton.bottom == bottomBar.bottom - 10
            moreButton.width == bottomBar.width / 3 - 26.666666666666668
            moreButton.left == okButton.right + 20

            """#
        ),
        (
            "basic.layout",
            #"""
            # Masonry's basic example: two views side by side over a third, all three heights equal.
            canvas 375x667
            metric padding = 10

            view green
            view red
            view blue

            green.top == root.top + padding
            green.left == root.left + padding
            green.bottom == blue.top - padding
            green.right == red.left - padding
            green.width == red.width
            green.height == red.height
            green.height == blue.height

            red.top == root.top + padding
            red.right == root.right - padding

            blue.left == root.left + padding
            blue.right == root.right - padding
            blue.bottom == root.bottom - padding

            """#
        ),
        (
            "card.layout",
            #"""
            # One statement per line; '#' starts a comment.
            canvas 375x667
            metric pad = 20
            view card size 300x120
            label title in card "Hello, layout" font 22
            view button in card intrinsic 88x44

            card.centerX == root.centerX
            card.top == root.top + 80
            title.left == card.left + pad
            title.top == card.top + pad
            button.right == card.right - pad
            button.bottom == card.bottom - pad @high
            H:[title]-(>=8)-[button]

            """#
        ),
        (
            "centre.layout",
            #"""
            # The README's first example: a 200×200 box in the centre of an iPhone 8's screen.
            canvas 375x667
            view box size 200x200
            box.centerX == root.centerX
            box.centerY == root.centerY

            """#
        ),
        (
            "distribution.layout",
            #"""
            # Arrays and distribution: four views 10 points apart across the top, three 60-point views spread down the middle.
            canvas 375x667

            view rowA
            view rowB
            view rowC
            view rowD
            view column1
            view column2
            view column3

            rowA.left == root.left + 20
            rowB.left == rowA.right + 10
            rowC.left == rowB.right + 10
            rowD.left == rowC.right + 10
            rowD.right == root.right - 20
            rowB.width == rowA.width
            rowC.width == rowA.width
            rowD.width == rowA.width
            rowA.top == root.top + 60
            rowB.top == root.top + 60
            rowC.top == root.top + 60
            rowD.top == root.top + 60
            rowA.height == 80
            rowB.height == 80
            rowC.height == 80
            rowD.height == 80

            # 200 from the top, 40 from the bottom, the middle one halfway: 80 below the centre of the screen.
            column1.top == root.top + 200
            column2.centerY == root.centerY + 80
            column3.bottom == root.bottom - 40
            column1.height == 60
            column2.height == 60
            column3.height == 60
            column1.centerX == root.centerX
            column2.centerX == root.centerX
            column3.centerX == root.centerX
            column1.width == 120
            column2.width == 120
            column3.width == 120

            """#
        ),
        (
            "edges.layout",
            #"""
            # Edges and insets: a yellow view inset 40 from the top and 10 from the other sides.
            canvas 375x667
            view yellow
            yellow.top == root.top + 40
            yellow.left == root.left + 10
            yellow.bottom == root.bottom - 10
            yellow.right == root.right - 10

            """#
        ),
        (
            "labels.layout",
            #"""
            # Labels that size themselves from their text: one capped at 200 points that wraps, a caption below it.
            canvas 375x667
            label messageLabel "Masonry is a light-weight layout framework which wraps AutoLayout with a nicer syntax." lines 0
            label captionLabel "Short caption" font 13

            messageLabel.left == root.left + 20
            messageLabel.top == root.top + 40
            messageLabel.width <= 200
            messageLabel.height >= 10 @high

            captionLabel.top == messageLabel.bottom + 8
            captionLabel.left == messageLabel.left

            """#
        ),
        (
            "remake.layout",
            #"""
            # remakeConstraints after two taps: the button is back in the top-left corner.
            canvas 375x667
            view movingButton size 100x100
            movingButton.top == root.top + 10
            movingButton.left == root.left + 10

            """#
        ),
        (
            "stack.layout",
            #"""
            # A stack: a vertical card of a title, a wrapping body and a row of two buttons, laid out by UIStackView's rules.
            canvas 375x667
            stack card vertical spacing 12 alignment fill margins
            label title in card "Stacks" font 28
            label body in card "A stack arranges its views along an axis and sizes itself to fit them." lines 0
            stack buttons in card horizontal spacing 8 distribution fillEqually
            view cancel in buttons intrinsic 80x44
            view ok in buttons intrinsic 80x44

            card.top == root.top + 40
            card.leading == root.leading + 20
            card.trailing == root.trailing - 20

            """#
        ),
        (
            "update.layout",
            #"""
            # updateConstraints after six taps: the button wants 100 × 1.3⁶ points a side, but never more than the screen.
            canvas 375x667
            view growingButton
            growingButton.centerX == root.centerX
            growingButton.centerY == root.centerY
            growingButton.width == 482.6809 @low
            growingButton.height == 482.6809 @low
            growingButton.width <= root.width
            growingButton.height <= root.height

            """#
        ),
        (
            "vfl.layout",
            #"""
            # Apple's Visual Format Language: two views 30 points apart and from the edges, equal widths, tops and bottoms aligned.
            canvas 375x667
            metric space = 30
            view blue
            view red
            H:|-space-[blue]-space-[red(==blue)]-space-|  options alignAllTop alignAllBottom
            V:|-100-[blue(50)]
            # A caption under them, standard spacing (8) below, as wide as the pair.
            label caption "blue and red share the width" font 13
            V:[blue]-[caption]
            H:|-space-[caption]-space-|

            """#
        ),
        (
            "mistakes/conflict.layout",
            #"""
            # Masonry's debugging example: a label whose required constraints cannot all hold.
            canvas 375x667
            label messageLabel "Hello"
            messageLabel.top == root.top + 10
            messageLabel.left == root.left + 10
            messageLabel.height >= 5000
            messageLabel.bottom == root.bottom - 10

            """#
        ),
        (
            "mistakes/typo.layout",
            #"""
            canvas 375x667
            view box size 200x200
            box.centreX == root.centerX
            box.centerY == root.centerY

            """#
        )
    ]

    /// `[{"name":…,"text":…}]`, for `GET /examples`.
    static var json: JSONValue {
        .array(all.map { .object([("name", .string($0.name)), ("text", .string($0.text))]) })
    }
}
