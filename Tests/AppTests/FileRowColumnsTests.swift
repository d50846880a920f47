import Testing

@testable import FloatingTabsApp

/// How a file row shares its width: the columns line up, and the name keeps room when narrow.
@Suite struct FileRowColumnsTests {
    @Test func withRoomTheLocationTakesItsWidthAndTheNameTheRest() {
        let columns = FileRowColumns(width: 900, icon: 16, showsPlace: true, size: 50, date: 40)
        #expect(columns.place == 150 && columns.size == 80 && columns.date == 120, "least widths line the columns up")
        let name: Double = 900 - 16 - 150 - 80 - 120 - 4 * 12
        #expect(columns.name == name)
        let placeStart: Double = 28 + name + 12
        #expect(columns.starts == [0, 28, placeStart, placeStart + 162, placeStart + 162 + 92])
    }

    @Test func narrowTheLocationShrinksAsMuchAsTheName() {
        let columns = FileRowColumns(width: 456, icon: 16, showsPlace: true, size: 50, date: 40)
        #expect(columns.place == 96 && columns.name == 96)
        let none = FileRowColumns(width: 456, icon: 16, showsPlace: false, size: 50, date: 40)
        let whole: Double = 456 - 16 - 80 - 120 - 3 * 12
        #expect(none.place == 0 && none.name == whole, "without a location the name has it all")
        #expect(none.starts[2] == none.starts[3], "no gap for a column that is not there")
        let wideDate = FileRowColumns(width: 900, icon: 16, showsPlace: false, size: 50, date: 160)
        #expect(wideDate.date == 160, "a longer date takes what it needs")
        #expect(FileRowColumns(width: 100, icon: 16, showsPlace: true, size: 50, date: 40).name == 0, "never negative")
    }
}
