import type { FileWords } from "./types";

export const adjudicatorsWords: FileWords = {
  label: "Adjudicators page",
  first: ["asOf", "adjudicators"],
  fields: {
    asOf: {
      label: "Ranks as of",
      help: "The day the register of ranks was last brought up to date. It shows in the caption of the table on the Certified Adjudicator Ranking page, so change it whenever you update the ranks.",
    },
    method: {
      label: "Ranking method",
      help: "How an adjudicator's score out of 100 and class are worked out. The ranking page explains it in words and the class calculator uses it, so change it only when JADE changes its method.",
    },
    "method.windowMonths": {
      label: "Months counted for tournaments",
      help: "How many months back the tournaments an adjudicator judged count towards the score. The page's wording brings it in wherever {months} is written.",
    },
    "method.weights": {
      label: "Weight of each part",
      help: "How much each of the three parts counts towards the score, as percentages. The three must add up to 100.",
    },
    "method.weights.test": {
      label: "Adjudicator test (%)",
      help: "How much the adjudicator test score counts, as a percentage of the whole score.",
    },
    "method.weights.tournaments": {
      label: "Tournaments judged (%)",
      help: "How much the number of tournaments judged counts, as a percentage of the whole score.",
    },
    "method.weights.accreditation": {
      label: "Accreditation score (%)",
      help: "How much the accreditation score counts, as a percentage of the whole score.",
    },
    "method.classes": {
      label: "Classes",
      help: "The lowest score that earns each class, listed A, B and C in that order, A being the highest. A score below class C's lowest is Unranked.",
      itemName: "rank",
      allOnce: true,
    },
    "method.classes[].rank": {
      label: "Class",
      help: "Which class this is: A, B or C. Keep one of each, in the order A, B, C.",
    },
    "method.classes[].min": {
      label: "Lowest score",
      help: "The lowest score out of 100 that earns this class. Each class needs a higher lowest score than the class after it.",
    },
    "method.tournamentTarget": {
      label: "Tournaments for full marks",
      help: "How many tournaments judged in the months counted earn the full tournament part of the score; fewer earn that share of it. The page's wording brings it in wherever {target} is written.",
    },
    text: {
      label: "Ranking page wording",
      help: "The words on the Certified Adjudicator Ranking page: the explanation of the method, the table, its search and the class calculator. Write no numbers here: the placeholders in braces bring them in from the ranking method, so the words always match it.",
    },
    "text.methodHeading": {
      label: "Method heading",
      help: "The heading over the explanation of how ranks are worked out, at the top of the ranking page.",
    },
    "text.methodIntro": {
      label: "Method introduction",
      help: "The sentence that leads into the list of the three parts of the score.",
    },
    "text.weights": {
      label: "Parts of the score",
      help: "The three lines that list the parts of the score with their percentages, under the method introduction.",
    },
    "text.weights.test": {
      label: "Test score line",
      help: "The line for the adjudicator test. {weight} brings in its percentage.",
    },
    "text.weights.tournaments": {
      label: "Tournaments line",
      help: "The line for the tournaments judged. {weight} brings in its percentage and {months} the number of months counted.",
    },
    "text.weights.accreditation": {
      label: "Accreditation line",
      help: "The line for the accreditation score. {weight} brings in its percentage.",
    },
    "text.tournamentShare": {
      label: "How tournaments count",
      help: "The sentence explaining that fewer tournaments than the number for full marks earn a share of the tournament part. {target} brings in that number and {weight} the part's percentage.",
    },
    "text.classesIntro": {
      label: "Classes introduction",
      help: "The sentence that leads into the list of classes and the scores that earn them.",
    },
    "text.classTop": {
      label: "Top class range",
      help: "How the scores that earn class A are written beside its badge. {min} brings in its lowest score.",
    },
    "text.classBand": {
      label: "Middle class range",
      help: "How the scores that earn classes B and C are written beside their badges. {min} brings in the class's lowest score and {max} the lowest score of the class above.",
    },
    "text.classBelow": {
      label: "Unranked range",
      help: "How the scores below class C are written beside the Unranked badge. {min} brings in class C's lowest score.",
    },
    "text.tableHeading": {
      label: "Table heading",
      help: "The heading over the table of certified adjudicators and the search above it.",
    },
    "text.caption": {
      label: "Table caption",
      help: "The line naming what the table lists. {date} brings in the day the ranks were last brought up to date.",
    },
    "text.firstName": {
      label: "First name column",
      help: "The heading of the table's column of first names.",
    },
    "text.lastName": {
      label: "Last name column",
      help: "The heading of the table's column of last names.",
    },
    "text.rank": {
      label: "Rank column",
      help: "The heading of the table's column of ranks.",
    },
    "text.ranks": {
      label: "Rank names",
      help: "How each rank is written in its coloured badge: in the table, the list of classes, the class filter and the calculator's result.",
    },
    "text.ranks.A": {
      label: "Class A",
      help: "How rank A is written in its badge and in the class filter.",
    },
    "text.ranks.B": {
      label: "Class B",
      help: "How rank B is written in its badge and in the class filter.",
    },
    "text.ranks.C": {
      label: "Class C",
      help: "How rank C is written in its badge and in the class filter.",
    },
    "text.ranks.Unranked": {
      label: "Unranked",
      help: "How the rank of adjudicators scoring below class C is written in its badge and in the class filter.",
    },
    "text.register": {
      label: "Search, filter and sort",
      help: "The controls above the table for finding an adjudicator by name, showing one class and choosing the order. Visitors whose browser runs no scripts see the whole table without them.",
    },
    "text.register.controlsLabel": {
      label: "Name of the search area",
      help: "A name for the search, filter and sort controls, read out by screen readers. It is not shown on the page.",
    },
    "text.register.search": {
      label: "Search box label",
      help: "The label over the box where visitors type a first or last name to find an adjudicator.",
    },
    "text.register.classLegend": {
      label: "Class filter label",
      help: "The label over the buttons that show only the adjudicators of one class.",
    },
    "text.register.allClasses": {
      label: "All classes button",
      help: "The class filter's button that shows every class. The number of adjudicators it shows is added after it.",
    },
    "text.register.sort": {
      label: "Order label",
      help: "The label over the choice of the order the table is listed in.",
    },
    "text.register.sortRank": {
      label: "By rank choice",
      help: "The choice that lists the table by rank, class A first. The table opens in this order.",
    },
    "text.register.sortName": {
      label: "By last name choice",
      help: "The choice that lists the table in alphabetical order of last name.",
    },
    "text.register.countAll": {
      label: "Count when all are shown",
      help: "The line under the controls when the table shows every adjudicator. {total} brings in how many there are.",
    },
    "text.register.count": {
      label: "Count when some are shown",
      help: "The line under the controls when a search or class leaves some adjudicators out. {shown} brings in how many are shown and {total} how many there are in all.",
    },
    "text.register.empty": {
      label: "No match message",
      help: "The line shown instead of the table when no adjudicator matches the name searched for and the class chosen.",
    },
    "text.register.clear": {
      label: "Clear button",
      help: "The button under the no match message, which empties the search and shows every class again.",
    },
    "text.calculator": {
      label: "Class calculator",
      help: "The calculator below the table, where visitors enter an adjudicator's three results to see the score and class they earn. Visitors whose browser runs no scripts do not see it.",
    },
    "text.calculator.heading": {
      label: "Calculator heading",
      help: "The heading over the class calculator.",
    },
    "text.calculator.intro": {
      label: "Calculator introduction",
      help: "The sentence under the calculator heading, saying what to enter and what the calculator gives back.",
    },
    "text.calculator.test": {
      label: "Test score box",
      help: "The words around the box where visitors enter the adjudicator test score.",
    },
    "text.calculator.test.label": {
      label: "Label",
      help: "The label over the box for the adjudicator test score.",
    },
    "text.calculator.test.hint": {
      label: "Hint",
      help: "The hint under the label, saying what to enter. {min} and {max} bring in the lowest and highest scores the box takes.",
    },
    "text.calculator.test.name": {
      label: "Name in messages",
      help: "How the test score is named in the error messages, where {field} is written, like “a test score”.",
    },
    "text.calculator.tournaments": {
      label: "Tournaments box",
      help: "The words around the box where visitors enter the number of tournaments judged.",
    },
    "text.calculator.tournaments.label": {
      label: "Label",
      help: "The label over the box for the number of tournaments judged. {months} brings in the number of months counted.",
    },
    "text.calculator.tournaments.hint": {
      label: "Hint",
      help: "The hint under the label, saying what to enter. {target} brings in the number of tournaments that earns full marks.",
    },
    "text.calculator.tournaments.name": {
      label: "Name in messages",
      help: "How the number of tournaments is named in the error messages, where {field} is written, like “a number of tournaments”.",
    },
    "text.calculator.accreditation": {
      label: "Accreditation score box",
      help: "The words around the box where visitors enter the accreditation score.",
    },
    "text.calculator.accreditation.label": {
      label: "Label",
      help: "The label over the box for the accreditation score.",
    },
    "text.calculator.accreditation.hint": {
      label: "Hint",
      help: "The hint under the label, saying what to enter. {min} and {max} bring in the lowest and highest scores the box takes.",
    },
    "text.calculator.accreditation.name": {
      label: "Name in messages",
      help: "How the accreditation score is named in the error messages, where {field} is written, like “an accreditation score”.",
    },
    "text.calculator.submit": {
      label: "Work out button",
      help: "The words of the button that works out the score and class from the three results.",
    },
    "text.calculator.resultHeading": {
      label: "Result heading",
      help: "The heading over the result, shown once the score is worked out.",
    },
    "text.calculator.score": {
      label: "Score line",
      help: "The line giving the score worked out. {score} brings in the score and {max} the highest score possible.",
    },
    "text.calculator.classLabel": {
      label: "Class label",
      help: "The words just before the badge of the class the score earns.",
    },
    "text.calculator.next": {
      label: "Next class line",
      help: "The line saying how far the score is from the next class up. {points} brings in the points still needed and {rank} that class.",
    },
    "text.calculator.top": {
      label: "Top class message",
      help: "Shown instead of the next class line when the score already earns the top class.",
    },
    "text.calculator.errors": {
      label: "Error messages",
      help: "What the calculator says under a box it cannot use. {field} brings in that box's name in messages, like “a test score”.",
    },
    "text.calculator.errors.empty": {
      label: "Box left empty",
      help: "Shown when a box is left empty.",
    },
    "text.calculator.errors.notNumber": {
      label: "Not a number",
      help: "Shown when a box holds something other than a number. {example} brings in a sample number for that box.",
    },
    "text.calculator.errors.notWhole": {
      label: "Not a whole number",
      help: "Shown when the number of tournaments is not a whole number.",
    },
    "text.calculator.errors.tooLow": {
      label: "Too low",
      help: "Shown when a number is below what the box takes. {min} brings in the lowest it takes.",
    },
    "text.calculator.errors.tooHigh": {
      label: "Too high",
      help: "Shown when a score is above what the box takes. {max} brings in the highest it takes.",
    },
    adjudicators: {
      label: "Certified adjudicators",
      help: "The register of certified adjudicators shown in the table on the ranking page with their rank. The page lists them by rank or by last name, so their order here does not matter.",
      itemName: ["firstName", "lastName"],
    },
    "adjudicators[].id": {
      label: "Adjudicator ID",
      help: "A short name that tells this adjudicator apart from the others, in lower-case words joined by hyphens, like andrea-campbell. Visitors never see it.",
    },
    "adjudicators[].firstName": {
      label: "First name",
      help: "The adjudicator's first name, shown in the table's first column.",
    },
    "adjudicators[].lastName": {
      label: "Last name",
      help: "The adjudicator's last name, shown in the table's second column and used to list the table by name.",
    },
    "adjudicators[].rank": {
      label: "Rank",
      help: "The adjudicator's current rank: A, B, C or Unranked. Enter it as JADE has recorded it: the site does not work it out from the ranking method.",
    },
  },
};
