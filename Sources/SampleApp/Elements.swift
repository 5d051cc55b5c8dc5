/// The first twenty chemical elements, lightest first: the forms tab's picker and the
/// hierarchy tab's table list them, as MonkeyTalk's demo app does.
enum Elements {
    /// The elements' names, in order of atomic number (Hydrogen is 1).
    static let names = [
        "Hydrogen", "Helium", "Lithium", "Beryllium", "Boron", "Carbon", "Nitrogen", "Oxygen", "Fluorine", "Neon",
        "Sodium", "Magnesium", "Aluminium", "Silicon", "Phosphorus", "Sulfur", "Chlorine", "Argon", "Potassium",
        "Calcium",
    ]
}
