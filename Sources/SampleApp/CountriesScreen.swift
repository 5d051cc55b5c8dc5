import Components

/// The List tab, as in MonkeyTalk's demo app: a long table of countries in alphabetical
/// order, taller than the screen, so that reaching most rows takes a scroll. Selecting a row
/// keeps it selected.
@MainActor
final class CountriesScreen: ListScreen {
    static let countries = [
        "Afghanistan", "Albania", "Algeria", "Andorra", "Angola", "Antigua and Barbuda", "Argentina", "Armenia",
        "Australia", "Austria", "Azerbaijan", "Bahamas", "Bahrain", "Bangladesh", "Barbados", "Belarus", "Belgium",
        "Belize", "Benin", "Bhutan", "Bolivia", "Bosnia and Herzegovina", "Botswana", "Brazil", "Brunei", "Bulgaria",
        "Burkina Faso", "Burundi", "Cambodia", "Cameroon", "Canada", "Cape Verde", "Central African Republic", "Chad",
        "Chile", "China", "Colombia", "Comoros", "Congo", "Costa Rica", "Croatia", "Cuba", "Cyprus", "Czechia",
        "Denmark", "Djibouti", "Dominica", "Dominican Republic", "Ecuador", "Egypt",
    ]

    init() {
        super.init(title: "List", identifier: "countries", rows: Self.countries, height: 480)
    }
}
