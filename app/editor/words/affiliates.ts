import type { FileWords } from "./types";

export const affiliatesWords: FileWords = {
  label: "Affiliates and membership",
  first: ["intro", "designations", "memberships"],
  fields: {
    labels: {
      label: "Headings",
      help: "The headings on the Affiliates and Membership pages: the one over the designation cards, and the small headings inside the cards, the same on every card.",
    },
    "labels.designations": {
      label: "Designations heading",
      help: "The heading over the designation cards on the Affiliates page, like “Ways to be part of JADE”. Write no count in it, so it stays right however many designations there are.",
    },
    "labels.eligibility": {
      label: "Who can join heading",
      help: "The heading above who can join a designation, on the Affiliates page, like “Who can join”.",
    },
    "labels.benefits": {
      label: "Benefits heading",
      help: "The heading above what a designation brings, on the Affiliates page, like “Benefits”.",
    },
    "labels.removal": {
      label: "Removal heading",
      help: "The heading above how a designation can be lost, on the Affiliates page, like “Removal”.",
    },
    "labels.membershipEligibility": {
      label: "Who is eligible heading",
      help: "The heading above the conditions of each membership card on the Membership page, like “Who is eligible”.",
    },
    intro: {
      label: "Introduction",
      help: "The short paragraph under the heading over the designation cards, on the Affiliates page.",
    },
    designations: {
      label: "Affiliate designations",
      help: "The ways to be affiliated with JADE, each shown as a card on the Affiliates page, in this order.",
      itemName: "name",
    },
    "designations[].id": {
      label: "Designation ID",
      help: "A short name that tells this designation apart from the others, in lower-case words joined by hyphens, like paid-members. Visitors never see it. Keep the Pioneers' ID as pioneers: the age check finds their levels by it.",
    },
    "designations[].name": {
      label: "Name",
      help: "The designation's name, the heading of its card on the Affiliates page, like “Subscribers”.",
    },
    "designations[].summary": {
      label: "Summary",
      help: "One sentence under the name saying who the designation is for.",
    },
    "designations[].benefits": {
      label: "Benefits",
      help: "What members of this designation receive, each shown as a point under the Benefits heading, in this order. Give at least one.",
    },
    "designations[].eligibility": {
      label: "Who can join",
      help: "The conditions for joining, each shown as a point under the “Who can join” heading in this order, like “By invitation only.” Leave it empty when anyone can join.",
    },
    "designations[].levels": {
      label: "Levels",
      help: "The steps within a designation, like the Junior, Senior and Elite Pioneers, each with its own rule under the “Who can join” heading, in this order. Most designations have none.",
      itemName: "name",
    },
    "designations[].levels[].id": {
      label: "Level ID",
      help: "A short name that tells this level apart from the others, in lower-case words, like junior. Visitors never see it. The Pioneers need the levels junior and senior, each with a youngest age, for the age check; elite is the one earned by commitment.",
    },
    "designations[].levels[].name": {
      label: "Name",
      help: "The level's name, shown in bold before its rule and in the age check's answer, like “Junior Pioneers”.",
    },
    "designations[].levels[].eligibility": {
      label: "Who can join",
      help: "The rule for this level, shown next to its name. Write {minAge} and {maxAge} for the ages below, like “Ages {minAge} to {maxAge}.”, so the rule and the age check always agree.",
    },
    "designations[].levels[].minAge": {
      label: "Youngest age",
      help: "The youngest age for this level, used in its rule and by the age check. Leave it empty for a level that is earned, not reached by age, like the Elite Pioneers.",
    },
    "designations[].levels[].maxAge": {
      label: "Oldest age",
      help: "The oldest age for this level, included. Leave it empty when there is no upper age, like the Senior Pioneers.",
    },
    "designations[].removal": {
      label: "Removal",
      help: "How the designation can be lost, like “The Pioneer designation can be removed for misconduct.”, shown under the Removal heading. Leave it empty when nothing needs saying.",
    },
    "designations[].seeAlso": {
      label: "Link to another page",
      help: "A link at the bottom of the card to another page of the site about this designation, like the Membership page for paid members. Leave it empty for no link.",
    },
    "designations[].seeAlso.page": {
      label: "Page",
      help: "The page of the site the link opens, chosen from the list of pages.",
    },
    "designations[].seeAlso.label": {
      label: "Link text",
      help: "The words of the link, saying where it leads, like “How to become a member”.",
    },
    memberships: {
      label: "Memberships",
      help: "The two memberships, individual and group, each shown as a card with an apply button on the Membership page, in this order.",
      itemName: "name",
    },
    "memberships[].id": {
      label: "Kind of membership",
      help: "Whether this card is the individual or the group membership. Each must appear once; visitors never see this choice.",
    },
    "memberships[].name": {
      label: "Name",
      help: "The membership's name, the heading of its card on the Membership page, like “Group membership”.",
    },
    "memberships[].summary": {
      label: "Summary",
      help: "One sentence under the name saying who the membership is for.",
    },
    "memberships[].eligibility": {
      label: "Who is eligible",
      help: "The conditions for this membership, each shown as a point on its card, in this order. For the group membership, one condition must give the group size as {minMembers} and {minOfficers}, with no numbers written in: the site fills in the group size rule below.",
    },
    "memberships[].applyLabel": {
      label: "Apply button text",
      help: "The words on the card's apply button, like “Apply for group membership”.",
    },
    "memberships[].applyUrl": {
      label: "Application form",
      help: "The address of the online application form the apply button opens, in a new tab.",
    },
    groupRules: {
      label: "Group size rule",
      help: "The smallest group that can apply for group membership. The rule on the Membership page and the group check both use these numbers.",
    },
    "groupRules.minMembers": {
      label: "Fewest members",
      help: "How many members a group needs at least, its officers included. It fills in {minMembers} in the group membership's conditions.",
    },
    "groupRules.minOfficers": {
      label: "Fewest governing officers",
      help: "How many governing officers a group needs at least. It fills in {minOfficers}, and cannot be more than the fewest members, since officers are members too.",
    },
    helpers: {
      label: "Eligibility checks",
      help: "The wording of the two small checks: which Pioneer level an age leads to, on the Affiliates page, and whether a group is big enough, on the Membership page. Write no numbers in these texts: the site fills them in.",
    },
    "helpers.pioneer": {
      label: "Pioneer age check",
      help: "The box at the bottom of the Affiliates page where a visitor enters an age to see which Pioneer level it leads to.",
    },
    "helpers.pioneer.heading": {
      label: "Heading",
      help: "The heading of the Pioneer age check, like “Which Pioneer designation?”.",
    },
    "helpers.pioneer.intro": {
      label: "Instructions",
      help: "The sentence above the age box, saying what to enter and what the check tells.",
    },
    "helpers.pioneer.ageLabel": {
      label: "Age box label",
      help: "The words next to the box where the visitor types the age, like “Age in years”.",
    },
    "helpers.pioneer.ageName": {
      label: "Age in messages",
      help: "How the messages name the age when it cannot be read, like “an age”; it fills in {field} in the messages for wrongly entered numbers.",
    },
    "helpers.pioneer.submit": {
      label: "Button text",
      help: "The words on the button that runs the age check, like “Check the age”.",
    },
    "helpers.pioneer.result": {
      label: "Answer",
      help: "The answer when the age fits a level: {age} is the age entered and {level} the level's name, like “Junior Pioneers”.",
    },
    "helpers.pioneer.elite": {
      label: "Elite note",
      help: "A line added under the answer about the Elite level: {level} is its name and {eligibility} its rule, both taken from the Elite Pioneers level above.",
    },
    "helpers.pioneer.tooYoung": {
      label: "Too young",
      help: "The answer when the age is below every level: {age} is the age entered and {minAge} the age at which the Junior Pioneers open.",
    },
    "helpers.group": {
      label: "Group size check",
      help: "The box at the bottom of the Membership page where a visitor enters a group's members and officers to see if it can apply for group membership.",
    },
    "helpers.group.heading": {
      label: "Heading",
      help: "The heading of the group size check, like “Is your group eligible?”.",
    },
    "helpers.group.intro": {
      label: "Instructions",
      help: "The sentence above the two boxes, saying what to enter and what the check tells.",
    },
    "helpers.group.membersLabel": {
      label: "Members box label",
      help: "The words next to the box for the number of members, like “Members, officers included”.",
    },
    "helpers.group.membersName": {
      label: "Members in messages",
      help: "How the messages name the number of members when it cannot be read, like “a number of members”; it fills in {field}.",
    },
    "helpers.group.officersLabel": {
      label: "Officers box label",
      help: "The words next to the box for the number of governing officers, like “Governing officers”.",
    },
    "helpers.group.officersName": {
      label: "Officers in messages",
      help: "How the messages name the number of officers when it cannot be read, like “a number of officers”; it fills in {field}.",
    },
    "helpers.group.submit": {
      label: "Button text",
      help: "The words on the button that runs the group check, like “Check the group”.",
    },
    "helpers.group.eligible": {
      label: "Eligible answer",
      help: "The answer when the group is big enough: {minMembers} and {minOfficers} are the numbers of the group size rule.",
    },
    "helpers.group.missing": {
      label: "Not yet answer",
      help: "The answer when the group is too small: {missing} is what it still needs, built from the wording below, like “2 more members and 1 more officer”.",
    },
    "helpers.group.moreMembers": {
      label: "More members needed",
      help: "How the answer says how many more members a group needs, for one and for more than one.",
    },
    "helpers.group.moreMembers.one": {
      label: "One",
      help: "The wording when one more member is needed, like “{count} more member”.",
    },
    "helpers.group.moreMembers.other": {
      label: "More than one",
      help: "The wording when two or more members are needed, like “{count} more members”.",
    },
    "helpers.group.moreOfficers": {
      label: "More officers needed",
      help: "How the answer says how many more governing officers a group needs, for one and for more than one.",
    },
    "helpers.group.moreOfficers.one": {
      label: "One",
      help: "The wording when one more officer is needed, like “{count} more officer”.",
    },
    "helpers.group.moreOfficers.other": {
      label: "More than one",
      help: "The wording when two or more officers are needed, like “{count} more officers”.",
    },
    "helpers.group.and": {
      label: "Joining word",
      help: "The word that joins the members and officers still needed, like “and”.",
    },
    "helpers.group.officersOverMembers": {
      label: "Too many officers",
      help: "The message under the officers box when more officers than members are entered, explaining that officers are members too.",
    },
    "helpers.errors": {
      label: "Messages for wrongly entered numbers",
      help: "The messages under a box of either check when what was typed cannot be used. {field} is the box's name in messages, like “an age”.",
    },
    "helpers.errors.empty": {
      label: "Nothing entered",
      help: "The message when the box is left empty, like “Enter {field}.”.",
    },
    "helpers.errors.notNumber": {
      label: "Not a number",
      help: "The message when the box holds something other than a number: {example} is a sample number the site picks.",
    },
    "helpers.errors.notWhole": {
      label: "Not a whole number",
      help: "The message when the box holds a number with a fraction, like 15.5.",
    },
    "helpers.errors.tooLow": {
      label: "Too low",
      help: "The message when the number is below the smallest allowed: {min} is that smallest number.",
    },
    "helpers.errors.tooHigh": {
      label: "Too high",
      help: "The message when the number is above the largest allowed: {max} is that largest number.",
    },
  },
};
