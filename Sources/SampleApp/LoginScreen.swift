import Components

/// The first tab, as in MonkeyTalk's demo app: a username and a password field and a LOGIN
/// button; once logged in, a welcome and a LOGOUT button in their place.
///
/// Any password will do; a LOGIN without a username says so and stays on the form. LOGOUT
/// shows the form again with the username as it was and the password cleared, so a script can
/// log in, out and in again.
@MainActor
final class LoginScreen: ViewController, TextFieldDelegate {
    let form = View(frame: Rect(x: 0, y: 0, width: 320, height: 240))
    let username = TextField(placeholder: "Username", frame: Rect(x: 20, y: 60, width: 280, height: 32))
    let password = TextField(placeholder: "Password", frame: Rect(x: 20, y: 100, width: 280, height: 32))
    let login = Button(title: "LOGIN", frame: Rect(x: 20, y: 148, width: 280, height: 40))
    let message = Label(text: "", frame: Rect(x: 20, y: 196, width: 280, height: 28))
    let session = View(frame: Rect(x: 0, y: 0, width: 320, height: 240))
    let welcome = Label(text: "", frame: Rect(x: 20, y: 60, width: 280, height: 32))
    let logout = Button(title: "LOGOUT", frame: Rect(x: 20, y: 108, width: 280, height: 40))

    init() {
        super.init(title: "login")
    }

    override func viewDidLoad() {
        password.isSecureTextEntry = true
        let named: [(View, String)] = [
            (form, "login-form"), (username, "username"), (password, "password"), (login, "LOGIN"),
            (message, "login-message"), (session, "session"), (welcome, "welcome"), (logout, "LOGOUT"),
        ]
        for (view, identifier) in named { view.accessibilityIdentifier = identifier }
        username.delegate = self
        password.delegate = self
        login.addTarget(self, action: "logIn", for: .touchUpInside) { screen, _, _ in screen.logIn() }
        logout.addTarget(self, action: "logOut", for: .touchUpInside) { screen, _, _ in screen.logOut() }
        for control in [username, password, login, message] { form.addSubview(control) }
        session.addSubview(welcome)
        session.addSubview(logout)
        session.isHidden = true
        view.addSubview(form)
        view.addSubview(session)
    }

    /// Whether someone is logged in: the welcome shows instead of the form.
    var isLoggedIn: Bool { form.isHidden }

    private func logIn() {
        guard !username.text.isEmpty else {
            message.text = "Please enter a username"
            return
        }
        endEditing()
        welcome.text = "Welcome, \(username.text)!"
        message.text = ""
        form.isHidden = true
        session.isHidden = false
    }

    private func logOut() {
        password.text = ""
        welcome.text = ""
        session.isHidden = true
        form.isHidden = false
    }

    private func endEditing() {
        for field in [username, password] where field.isFirstResponder { field.resignFirstResponder() }
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
