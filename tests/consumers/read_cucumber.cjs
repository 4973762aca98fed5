// Reads a Cucumber JSON file as Cucumber report tools do: the official converter checks it
// against the Cucumber JSON schemas (it throws on anything it does not recognise), then
// cucumber-html-reporter renders it to HTML.  Prints what was read, as JSON, for the test.
const fs = require("fs");
const { convert } = require("@cucumber/cucumber-json-converter");
const reporter = require("cucumber-html-reporter");

const [file, html] = process.argv.slice(2);
const converted = convert(JSON.parse(fs.readFileSync(file, "utf8")));
const scenarios = [];
for (const feature of converted.features) {
  for (const element of feature.elements) {
    const statuses = element.steps.map((s) => s.result.status);
    const failed = element.steps.find((s) => s.result.status === "failed");
    scenarios.push({
      feature: feature.name, uri: feature.uri, name: element.name, line: element.line,
      tags: element.tags.map((t) => t.name), statuses,
      error: failed ? failed.result.error_message || "" : null,
    });
  }
}
reporter.generate({ theme: "bootstrap", jsonFile: file, output: html, reportSuiteAsScenarios: true,
                    launchReport: false, noInlineScreenshots: true, storeScreenshots: false });
process.stdout.write("\n" + JSON.stringify({ implementation: converted.implementation, scenarios }) + "\n");
