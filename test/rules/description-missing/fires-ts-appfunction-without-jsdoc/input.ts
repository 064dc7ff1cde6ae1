import { AppFunction } from './app-function';

export class ReminderFunctions {
  @AppFunction()
  async snoozeReminder(reminderId: string, minutes: number): Promise<void> {
    await this.reminders.snooze(reminderId, minutes);
  }
}
