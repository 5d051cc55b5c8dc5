import Plugins
import Testing

/// The data files `RunWith` reads: the header names the variables, each row is a run.
@Suite struct DataTableTests {
    @Test("quoted fields keep their commas, spaces and quotes")
    func quoted() throws {
        let table = try DataTable(
            parsing: "usr,pwd\njustin,password\n\"bo bo\",password\ncharlie,\"pass \"\"WORD\"\"\"\n", file: "data.csv")
        #expect(table.names == ["usr", "pwd"])
        #expect(table.rows == [["justin", "password"], ["bo bo", "password"], ["charlie", "pass \"WORD\""]])
        #expect(table.lines == [2, 3, 4])
    }

    @Test("a tab-separated file with old Mac line ends reads as MonkeyTalk's demo did")
    func tabsAndCarriageReturns() throws {
        // The bytes of MonkeyTalk's DemoAppTests/logins.csv.
        let table = try DataTable(parsing: "usr\tpw\rfoo1\tfoo123\rbar2\tbar345", file: "logins.csv")
        #expect(table.names == ["usr", "pw"])
        #expect(table.rows == [["foo1", "foo123"], ["bar2", "bar345"]])
    }

    @Test("a row with the wrong number of fields is an error naming its line, with every other")
    func wrongFieldCount() {
        #expect {
            _ = try DataTable(parsing: "usr,pwd\r\njustin\r\n\r\nbo,x,y\r\n", file: "data.csv")
        } throws: { error in
            let text = (error as? ScriptError)?.description ?? ""
            return text == """
                data.csv:2:1: error: this row has 1 fields; the header names 2 (usr, pwd)
                data.csv:4:1: error: this row has 3 fields; the header names 2 (usr, pwd)
                """
        }
    }

    @Test("a header that is not a variable name, an empty file and an open quote are errors")
    func badHeaders() {
        #expect(throws: ScriptError.self) { try DataTable(parsing: "user name,pwd\na,b\n", file: "d.csv") }
        #expect(throws: ScriptError.self) { try DataTable(parsing: "\n\n", file: "d.csv") }
        #expect(throws: ScriptError.self) { try DataTable(parsing: "usr\n\"open\n", file: "d.csv") }
    }
}
