import type { FileWords } from "./types";

export const teamWords: FileWords = {
  label: "Team",
  first: ["board", "seniorManagers", "departments"],
  fields: {
    headings: {
      label: "Team section headings",
      help: "The headings of the team section on the About JADE page, below the background and vision. Other pages link straight to this section.",
    },
    "headings.team": {
      label: "Team heading",
      help: "The heading over the whole team section on the About JADE page, like “Our team”.",
    },
    "headings.board": {
      label: "Board heading",
      help: "The heading over the board of directors in the team section.",
    },
    "headings.seniorManagers": {
      label: "Senior managers heading",
      help: "The heading over the senior managers in the team section.",
    },
    "headings.departments": {
      label: "Departments heading",
      help: "The heading over the list of departments in the team section.",
    },
    "headings.departmentsIntro": {
      label: "Departments introduction",
      help: "The sentence under the departments heading, telling visitors to choose a department to see who works in it.",
    },
    board: {
      label: "Board of directors",
      help: "The members of the board, each shown with their photo (or initials), name and title on the About JADE page, in this order. Keep at least one.",
      itemName: "name",
    },
    "board[].id": {
      label: "Board member ID",
      help: "A short name that tells this board member apart from the others, in lower-case words joined by hyphens, like board-chair. Visitors never see it.",
    },
    "board[].name": {
      label: "Name",
      help: "The board member's name as it should appear, with any title such as Dr. Without a photo, their initials are shown beside it.",
    },
    "board[].title": {
      label: "Position",
      help: "The board member's position, shown under the name, like Chair or Treasurer.",
    },
    "board[].photo": {
      label: "Photo",
      help: "Optional: a portrait of the board member, shown in a circle beside the name; without one, the initials are shown. Use a JPEG at least 400 by 400 pixels, cropped square with the face in the middle.",
    },
    "board[].photoAlt": {
      label: "What the picture shows",
      help: "The photo's description, in a few words: read out instead of the photo to visitors who cannot see it, like “Marjorie Ellis, smiling, in a blue jacket”. Needed whenever there is a photo.",
    },
    seniorManagers: {
      label: "Senior managers",
      help: "The senior managers, each shown with their photo (or initials), name, job title and email address on the About JADE page, in this order. Keep at least one.",
      itemName: "name",
    },
    "seniorManagers[].id": {
      label: "Senior manager ID",
      help: "A short name that tells this manager apart from the others, in lower-case words joined by hyphens, like executive-director. Visitors never see it.",
    },
    "seniorManagers[].name": {
      label: "Name",
      help: "The manager's name as it should appear. Without a photo, their initials are shown beside it.",
    },
    "seniorManagers[].title": {
      label: "Job title",
      help: "The manager's job title, shown under the name, like Executive Director.",
    },
    "seniorManagers[].email": {
      label: "Email address",
      help: "The manager's work email address, shown under the job title. Selecting it opens the visitor's email program with a new message to it.",
    },
    "seniorManagers[].photo": {
      label: "Photo",
      help: "Optional: a portrait of the manager, shown in a circle beside the name; without one, the initials are shown. Use a JPEG at least 400 by 400 pixels, cropped square with the face in the middle.",
    },
    "seniorManagers[].photoAlt": {
      label: "What the picture shows",
      help: "The photo's description, in a few words: read out instead of the photo to visitors who cannot see it, like “Nicole Ashman at her desk”. Needed whenever there is a photo.",
    },
    departments: {
      label: "Departments",
      help: "JADE's departments, in this order. Each shows on the About JADE page as a heading that opens to list its members; only one opens at a time.",
      itemName: "name",
    },
    "departments[].id": {
      label: "Department ID",
      help: "A short name that tells this department apart from the others, in lower-case words joined by hyphens, like special-projects. Visitors never see it.",
    },
    "departments[].name": {
      label: "Department name",
      help: "The department's name, shown as the heading visitors select to see its members.",
    },
    "departments[].members": {
      label: "Members",
      help: "The people who work in this department, each shown with their photo (or initials), name and job title. The site lists them in alphabetical order of name, so their order here does not matter. Keep at least one.",
      itemName: "name",
    },
    "departments[].members[].id": {
      label: "Member ID",
      help: "A short name that tells this person apart from the others in the department, in lower-case words joined by hyphens, like prog-1. Visitors never see it.",
    },
    "departments[].members[].name": {
      label: "Name",
      help: "The person's name as it should appear. Without a photo, their initials are shown beside it.",
    },
    "departments[].members[].title": {
      label: "Job title",
      help: "The person's job title in the department, shown under the name, like Tournament Coordinator.",
    },
    "departments[].members[].photo": {
      label: "Photo",
      help: "Optional: a portrait of the person, shown in a circle beside the name; without one, the initials are shown. Use a JPEG at least 400 by 400 pixels, cropped square with the face in the middle.",
    },
    "departments[].members[].photoAlt": {
      label: "What the picture shows",
      help: "The photo's description, in a few words: read out instead of the photo to visitors who cannot see it, like “Kevin Daley at a tournament”. Needed whenever there is a photo.",
    },
  },
};
