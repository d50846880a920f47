import CGtk
import Gtk
import Testing

/// `Variant` reads values from other processes without trusting their shape.
@Suite struct VariantTests {
    @Test func accessorsAnswerOnlyForTheirOwnType() {
        let text = Variant("dark")
        #expect(text.string == "dark")
        #expect(text.uint32 == nil)
        let number = Variant(adopting: g_variant_new_uint32(2))
        #expect(number.uint32 == 2)
        #expect(number.string == nil)
        #expect(number.childCount == 0)
        #expect(number.child(at: 0) == nil)
    }

    @Test func tuplesAndBoxesAreWalkedWithBoundsChecks() {
        let boxed = Variant(adopting: g_variant_new_variant(g_variant_new_variant(g_variant_new_uint32(1))))
        let tuple = Variant(tuple: [Variant("org.freedesktop.appearance"), boxed])
        #expect(tuple.typeString == "(sv)")
        #expect(tuple.childCount == 2)
        #expect(tuple.child(at: 0)?.string == "org.freedesktop.appearance")
        #expect(tuple.child(at: 1)?.unboxed?.unboxed?.uint32 == 1)
        #expect(tuple.child(at: 1)?.fullyUnboxed.uint32 == 1)
        #expect(tuple.child(at: 2) == nil)
        #expect(tuple.child(at: -1) == nil)
        #expect(tuple.unboxed == nil)
    }
}
