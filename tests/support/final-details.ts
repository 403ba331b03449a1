/** One guest's final details as a guest fills them in completely (the form's text, before parsing). */
export function guestFinalDetails(fullName = "Anna Meyer") {
  return {
    fullName,
    passportNumber: "X1234567",
    nationality: "German",
    dateOfBirth: "02/03/1990",
    gender: "female",
    certificationAgency: "PADI",
    loggedDives: 40,
    emergencyContact: "Max, +49 170 000000",
  };
}
