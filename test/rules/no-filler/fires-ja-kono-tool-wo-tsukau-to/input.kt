package com.example.alarm

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "AlarmFunctionsService", appFunctionXmlFileName = "alarm_functions.xml")
abstract class AlarmFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * この AppFunction を使うと、指定した時刻にアラームを設定できます。
     *
     * @param hour 時（0〜23）。
     * @param minute 分（0〜59）。
     * @return 設定したアラーム。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun setAlarm(hour: Int, minute: Int): Alarm = repository.set(hour, minute)

    /**
     * 本関数は、鳴っているアラームを 10 分後に再通知するためのものです。
     *
     * @param alarmId 対象のアラームの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun snoozeAlarm(alarmId: String) { repository.snooze(alarmId, 10) }
}
