"""Running the Gherkin scenarios: the world a scenario acts on, typed step parameters, the results collector."""
