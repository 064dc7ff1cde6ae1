package com.example.transit

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "TransitFunctionsService", appFunctionXmlFileName = "transit_functions.xml")
abstract class TransitFunctions : AppFunctionService() {
    protected abstract val repository: Repository

    /**
     * 乗換案内を検索し、出発時刻の早い順に最大五件の経路を返します。各経路には運賃、所要時間、乗換回数、利用する路線名が含まれます。終電を過ぎた場合は、翌日の始発からの経路を返します。
     *
     * @param from 出発駅の名前。
     * @param to 到着駅の名前。
     * @param departAt 出発時刻。省略すると現在時刻から検索します。
     * @return 経路の一覧。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun searchRoutes(from: String, to: String, departAt: String?): List<Route> = repository.routes(from, to, departAt)
}
