Test hierarchy run
Test loginRun run
Test form run
