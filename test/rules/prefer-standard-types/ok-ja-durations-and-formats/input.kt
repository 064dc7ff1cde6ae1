package com.example.timer

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TimerFunctionsService", appFunctionXmlFileName = "timer_functions.xml")
abstract class TimerFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * タイマーを開始します。
     *
     * @param minutes タイマーの長さ（分）。
     * @param label 画面に表示する名前。日付の表示形式（例: M月d日）も指定できます。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun startTimer(minutes: Int, label: String) { repository.start(minutes, label) }
}
