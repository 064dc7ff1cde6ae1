package com.example.tasks

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TaskFunctionsService", appFunctionXmlFileName = "tasks_functions.xml")
abstract class TaskFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 完了したタスクを一覧から隠します。タスクをすべて削除するわけではありません。
     *
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun hideCompleted() { repository.hideCompleted() }

    /**
     * 選んだタスクをアーカイブします。すべてのデータを消去することはありません。
     *
     * @param taskId アーカイブするタスクの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveTask(taskId: String) { repository.archive(taskId) }
}
